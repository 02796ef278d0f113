/** Source words for the deterministic demo catalog. */

export const BRAND_NAMES = [
  'Hearth & Co.',
  'Lindenware',
  'Copper Lane',
  'Maison Verre',
  'Field & Fable',
  'Oakhollow',
  'Saltbox Home',
  'Northwind Kitchen',
  'Blue Heron',
  'Stoneleigh',
  'Atelier Lune',
  'Wildflower Linen',
  'Brightside',
  'Cedar & Sage',
  'Harbor Goods',
  'Juniper Row',
  'Marlowe',
  'Pemberton',
  'Quill & Vine',
  'Rosewater',
  'Silverline',
  'Thistle & Twine',
  'Umbra Studio',
  'Vela',
  'Wrenfield',
  'Yardley Outdoor',
  'Zephyr Audio',
  'Alder Craft',
  'Bellhaven',
  'Cobble Hill',
  'Driftwood Co.',
  'Everwood',
  'Fernleaf',
  'Goldcrest',
  'Hollis',
  'Ivory Lane',
  'Kestrel',
  'Larkspur',
  'Meadowlark',
  'Nimbus Smart Home',
  'Orchard Table',
  'Pinecrest Camp',
  'Riverstone',
  'Sable & Stone',
  'Tidewater',
  'Verity Glass',
] as const;

/** Product types (nouns) per subcategory key; what each type is (price, attributes) is in productTypes.ts. */
export const PRODUCT_NOUNS: Record<
  string,
  { nouns: string[]; sizes?: string[]; heavy?: boolean; perishable?: boolean; personalizable?: boolean }
> = {
  cookware: { nouns: ['Dutch Oven', 'Skillet', 'Saucepan', 'Stockpot', 'Sauté Pan', 'Braiser', 'Wok'], heavy: true },
  bakeware: { nouns: ['Loaf Pan', 'Pie Dish', 'Baking Sheet Set', 'Bundt Pan', 'Ramekin Set', 'Cake Stand'] },
  'knives-and-cutlery': {
    nouns: ['Chef’s Knife', 'Santoku Knife', 'Knife Block Set', 'Paring Knife Set', 'Bread Knife', 'Steak Knife Set'],
  },
  'small-appliances': {
    nouns: ['Stand Mixer', 'Espresso Machine', 'Blender', 'Toaster', 'Food Processor', 'Electric Kettle', 'Air Fryer'],
    heavy: true,
  },
  'kitchen-tools': {
    nouns: ['Utensil Set', 'Cutting Board', 'Mixing Bowl Set', 'Salad Spinner', 'Spice Grinder', 'Measuring Set'],
    personalizable: true,
  },
  dinnerware: {
    nouns: ['Dinner Plate Set', 'Salad Plate Set', 'Pasta Bowls', 'Place Setting', 'Cereal Bowls', 'Mug Set'],
  },
  flatware: { nouns: ['Flatware Set', 'Serving Set', 'Steak Knives', 'Dessert Spoons', 'Cocktail Forks'] },
  glassware: { nouns: ['Wine Glasses', 'Tumblers', 'Champagne Flutes', 'Coupe Glasses', 'Carafe', 'Highball Glasses'] },
  serveware: {
    nouns: ['Serving Platter', 'Serving Bowl', 'Cheese Board', 'Gravy Boat', 'Tiered Stand', 'Butter Dish'],
    personalizable: true,
  },
  'table-linens': {
    nouns: ['Linen Tablecloth', 'Napkin Set', 'Table Runner', 'Placemat Set'],
    sizes: ['60 x 90', '60 x 120'],
  },
  barware: { nouns: ['Cocktail Shaker Set', 'Decanter', 'Ice Bucket', 'Bar Cart', 'Coupe Set', 'Whiskey Stones'] },
  'wine-accessories': { nouns: ['Wine Opener', 'Wine Aerator', 'Wine Rack', 'Wine Chiller'] },
  'coffee-and-tea': {
    nouns: ['Pour-Over Set', 'French Press', 'Teapot', 'Coffee Grinder', 'Tea Sampler', 'Coffee Subscription'],
    perishable: true,
  },
  bedding: {
    nouns: ['Sheet Set', 'Duvet Cover', 'Quilt', 'Comforter', 'Pillowcase Pair'],
    sizes: ['Full', 'Queen', 'King'],
  },
  'bath-towels': { nouns: ['Bath Towel Set', 'Hand Towels', 'Bath Sheet', 'Bath Mat', 'Robe'], personalizable: true },
  pillows: { nouns: ['Down Pillow', 'Throw Pillow', 'Lumbar Pillow', 'Body Pillow'], sizes: ['Standard', 'King'] },
  'blankets-and-throws': { nouns: ['Wool Throw', 'Cotton Blanket', 'Cashmere Throw', 'Knit Throw'] },
  vases: { nouns: ['Bud Vase Trio', 'Ceramic Vase', 'Glass Vase', 'Stoneware Vessel'] },
  candles: { nouns: ['Scented Candle', 'Taper Candles', 'Candle Holder Set', 'Hurricane Lantern'], perishable: false },
  frames: { nouns: ['Picture Frame', 'Gallery Frame Set', 'Wedding Album Frame', 'Shadow Box'], personalizable: true },
  lighting: { nouns: ['Table Lamp', 'Floor Lamp', 'Pendant Light', 'String Lights'], heavy: true },
  rugs: { nouns: ['Wool Rug', 'Jute Rug', 'Runner Rug', 'Washable Rug'], sizes: ['5 x 8', '8 x 10'], heavy: true },
  grilling: { nouns: ['Charcoal Grill', 'Grill Tool Set', 'Pizza Oven', 'Smoker Box', 'Grill Cover'], heavy: true },
  'outdoor-dining': { nouns: ['Outdoor Dinnerware', 'Picnic Basket', 'Acrylic Tumblers', 'Patio Lanterns'] },
  camping: { nouns: ['Two-Person Tent', 'Sleeping Bag', 'Camp Stove', 'Hammock', 'Cooler'] },
  garden: { nouns: ['Herb Garden Kit', 'Garden Tool Set', 'Watering Can', 'Planter Set'], perishable: true },
  audio: { nouns: ['Bluetooth Speaker', 'Record Player', 'Wireless Headphones', 'Soundbar'] },
  'smart-home': { nouns: ['Smart Speaker', 'Video Doorbell', 'Smart Thermostat', 'Robot Vacuum'] },
  cameras: { nouns: ['Instant Camera', 'Film Camera', 'Photo Printer', 'Camera Strap'] },
  classes: { nouns: ['Pasta Making Class', 'Pottery Class', 'Wine Tasting', 'Dance Lessons'] },
  getaways: { nouns: ['Weekend Cabin Stay', 'Spa Day for Two', 'Hot Air Balloon Ride', 'Vineyard Tour'] },
  'date-nights': { nouns: ['Dinner for Two', 'Concert Tickets', 'Movie Night Kit', 'Cooking Date Kit'] },
  ceremony: { nouns: ['Ring Pillow', 'Unity Candle Set', 'Guest Book', 'Aisle Runner', 'Ring Box'], personalizable: true },
  'reception-decor': {
    nouns: ['Table Numbers', 'Cake Topper', 'Card Box', 'Welcome Sign', 'Confetti Cones'],
    personalizable: true,
  },
  'bridal-party-gifts': {
    nouns: ['Monogram Robe', 'Flask', 'Jewelry Dish', 'Cufflinks', 'Tote Bag'],
    personalizable: true,
  },
  keepsakes: { nouns: ['Keepsake Box', 'Vow Books', 'Anniversary Journal', 'Time Capsule'], personalizable: true },
};

export const ADJECTIVES = [
  'Classic',
  'Modern',
  'Heritage',
  'Everyday',
  'Artisan',
  'Signature',
  'Essential',
  'Handcrafted',
  'Organic',
  'Nordic',
  'Coastal',
  'Vintage',
  'Hammered',
  'Matte',
  'Glazed',
  'Enameled',
  'Brushed',
  'Stoneware',
  'Linen',
  'Copper',
];

export const LOOK_COLOURS: Array<{ key: string; label: string; hex: string }> = [
  { key: 'sage', label: 'Sage', hex: '#9caf88' },
  { key: 'navy', label: 'Navy', hex: '#1f3a5f' },
  { key: 'cream', label: 'Cream', hex: '#efe6d2' },
  { key: 'charcoal', label: 'Charcoal', hex: '#3b3f45' },
  { key: 'blush', label: 'Blush', hex: '#e8b4b0' },
  { key: 'terracotta', label: 'Terracotta', hex: '#c46a4a' },
  { key: 'ocean', label: 'Ocean', hex: '#3f7f95' },
  { key: 'mustard', label: 'Mustard', hex: '#d4a12a' },
  { key: 'white', label: 'White', hex: '#f7f7f5' },
  { key: 'black', label: 'Black', hex: '#1c1c1c' },
  { key: 'forest', label: 'Forest', hex: '#2f5d3a' },
  { key: 'lavender', label: 'Lavender', hex: '#a99cc9' },
];

export const ASPECT_RATIOS = ['1x1', '3x4', '2x3'] as const;

export const BOUTIQUES = [
  { name: 'Marigold Ceramics', city: 'Asheville, NC', description: 'Small-batch stoneware thrown by hand in the Blue Ridge mountains.' },
  { name: 'Loom & Lantern', city: 'Santa Fe, NM', description: 'Woven textiles and lighting from a family studio.' },
  { name: 'The Copper Pot', city: 'Portland, ME', description: 'Heirloom cookware, tinned and polished by hand.' },
  { name: 'Bramble Paper Co.', city: 'Savannah, GA', description: 'Letterpress keepsakes and wedding paper goods.' },
  { name: 'Harbor Glassworks', city: 'Seattle, WA', description: 'Mouth-blown glassware from a harborside hot shop.' },
];

export const COLLECTIONS = [
  { name: 'The Hosting Edit', description: 'Everything for a dinner party your friends will talk about.', kind: 'collection' as const },
  { name: 'Cozy at Home', description: 'Soft throws, warm light and slow mornings.', kind: 'collection' as const },
  { name: 'The Outdoor Couple', description: 'Gear for camping trips, picnics and backyard nights.', kind: 'collection' as const },
  { name: 'Coffee Lovers', description: 'From bean to cup, for the first sip of the day.', kind: 'collection' as const },
  { name: 'Most Wanted', description: 'The gifts couples add most.', kind: 'collection' as const },
  { name: 'Under $50', description: 'Thoughtful gifts that are easy on the budget.', kind: 'collection' as const },
  { name: 'First Kitchen', description: 'A starter set for couples setting up their first kitchen.', kind: 'starter' as const },
  { name: 'Entertaining Essentials', description: 'The basics for hosting, all in one place.', kind: 'starter' as const },
  { name: 'Bed & Bath Basics', description: 'Sheets, towels and pillows to start with.', kind: 'starter' as const },
  { name: 'Small Space Starter', description: 'Compact, hard-working pieces for apartments.', kind: 'starter' as const },
  // The holiday shops (experiment holiday-shops; src/contracts/experiments.ts HOLIDAY_SHOPS), with 'Under $50'.
  // Last, so the collections above keep their products (each draws from its own stream by index).
  { name: 'Holiday Hosting', description: "Serveware, linens and candles for the season's dinners.", kind: 'collection' as const },
  { name: 'Winter Warmers', description: 'Throws, mugs and slow-morning comforts for the cold months.', kind: 'collection' as const },
];

export const CASH_FUNDS = [
  { name: 'Honeymoon Fund', kind: 'HONEYMOON' as const, goal: 500000, description: 'Help us make memories on our honeymoon.' },
  { name: 'Flights to Our Honeymoon', kind: 'HONEYMOON' as const, goal: 180000, description: 'Get us there: airfare for two.' },
  { name: 'Romantic Dinner Abroad', kind: 'HONEYMOON' as const, goal: 40000, description: 'A candlelit dinner on the trip.' },
  { name: 'Snorkeling Excursion', kind: 'HONEYMOON' as const, goal: 30000, description: 'A day on the water together.' },
  { name: 'New Home Fund', kind: 'CASH' as const, goal: 1000000, description: 'Toward a down payment on our first home.' },
  { name: 'Date Night Fund', kind: 'CASH' as const, goal: 50000, description: 'Dinners and shows for our first year.' },
  { name: 'Adopt a Pup Fund', kind: 'CASH' as const, goal: 60000, description: 'Help us welcome a four-legged family member.' },
  { name: 'Home Renovation Fund', kind: 'CASH' as const, goal: 800000, description: 'Making our house a home.' },
];

export const GIFT_CARD_DENOMINATIONS = [2500, 5000, 10000, 25000];

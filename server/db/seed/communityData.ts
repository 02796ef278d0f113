/**
 * The community's demo content (issue 31): boards, the members who write in them, and threads with
 * their replies. Written by hand to read like a real wedding forum; the seed (community.ts) places
 * them deterministically.
 */

export const COMMUNITY_TOPIC_BOARDS = [
  { slug: 'planning', name: 'Wedding planning', description: 'Timelines, checklists, guest lists and everything in between.' },
  { slug: 'budget', name: 'Budget', description: 'Making the numbers work: what things cost and where to save.' },
  { slug: 'attire', name: 'Attire', description: 'Dresses, suits, alterations, shoes and the wedding party’s looks.' },
  { slug: 'diy', name: 'DIY', description: 'Centrepieces, signs, favours and crafts you make yourselves.' },
] as const;

/** Community members who write the demo threads (password: the demo password). Established accounts. */
export const COMMUNITY_MEMBERS = [
  { email: 'maya@confetti.test', firstName: 'Maya', lastName: 'Okafor' },
  { email: 'dev@confetti.test', firstName: 'Dev', lastName: 'Raman' },
  { email: 'hannah@confetti.test', firstName: 'Hannah', lastName: 'Kowalski' },
  { email: 'luis@confetti.test', firstName: 'Luis', lastName: 'Ortega' },
  { email: 'priya@confetti.test', firstName: 'Priya', lastName: 'Shah' },
  { email: 'ben@confetti.test', firstName: 'Ben', lastName: 'Adler' },
  { email: 'chloe@confetti.test', firstName: 'Chloe', lastName: 'Martin' },
  { email: 'marcus@confetti.test', firstName: 'Marcus', lastName: 'Greene' },
] as const;

export interface SeedThread {
  board: string;
  title: string;
  body: string;
  replies: readonly string[];
}

export const COMMUNITY_THREADS: readonly SeedThread[] = [
  {
    board: 'planning',
    title: 'How far ahead did you book your venue?',
    body: 'We just got engaged and are thinking about a fall wedding next year. Every venue we call says their Saturdays are **almost gone**. How far ahead did you all book?',
    replies: [
      'We booked 14 months out and still only had two Saturdays to choose from in October.',
      'Consider a Friday or Sunday! We saved about 20% and had our pick of dates.',
      'Eleven months for us, but we were flexible on the month. Spring was much easier than fall.',
      'Ask about holiday weekends too: a Sunday before a Monday holiday feels like a Saturday to guests.',
      'Our planner said 12–18 months is normal for popular venues in our city.',
    ],
  },
  {
    board: 'planning',
    title: 'Guest list drama: plus-ones for everyone?',
    body: 'Do we have to give every single guest a plus-one? Our venue holds 120 and the list is already at 110 before partners.',
    replies: [
      'Our rule: married, engaged or living together gets a named guest. Everyone else is invited alone.',
      'Be consistent and nobody can complain. Write the names on the envelope so it is clear.',
      'We gave plus-ones to the wedding party only, and it was fine.',
      'If someone will not know anyone else there, I would make an exception.',
    ],
  },
  {
    board: 'planning',
    title: 'Timeline for sending save the dates and invitations',
    body: 'What timeline worked for you?\n\n1. Save the dates\n2. Invitations\n3. RSVP deadline\n\nWe have a lot of out-of-town guests.',
    replies: [
      'Save the dates 8–10 months out for travel weddings, invitations 3 months out, RSVPs a month before.',
      'We did six months for save the dates and it was plenty for a local wedding.',
      'Put your wedding website on the save the date so people can find hotel blocks early.',
    ],
  },
  {
    board: 'planning',
    title: 'Do you need a day-of coordinator?',
    body: 'Our venue has an events manager. Is a separate day-of coordinator worth it?',
    replies: [
      'The venue manager looks after the venue. A coordinator looks after **you**. Worth every penny.',
      'Ours handled a late florist and a missing cake knife without us ever knowing.',
      'If money is tight, ask a very organised friend who is not in the wedding party.',
    ],
  },
  {
    board: 'budget',
    title: 'What did your wedding actually cost?',
    body: 'Trying to set a realistic budget. Would love to hear real totals and guest counts.',
    replies: [
      '$32k for 140 guests in the Midwest, including the honeymoon.',
      '$18k for 60 guests. Brunch reception saved us a lot on food and drink.',
      'About $45k for 150 in a big city. Venue and catering were 60% of it.',
      'Track every deposit in one place from day one. The small things add up fast.',
      '$12k backyard wedding for 80. Rentals were our biggest cost.',
    ],
  },
  {
    board: 'budget',
    title: 'Where did you save money without guests noticing?',
    body: 'Looking for ideas that do not make the day feel cheap.',
    replies: [
      'Grocery store flowers arranged by friends the day before. Nobody knew.',
      'A small display cake and sheet cakes in the kitchen.',
      'Skipped favours. Nobody missed them.',
      'Digital RSVPs instead of reply cards saved on printing and postage.',
      'Beer, wine and one signature cocktail instead of a full bar.',
    ],
  },
  {
    board: 'budget',
    title: 'Splitting costs with parents',
    body: 'Both sets of parents want to help but offered very different amounts. How did you handle it without anyone feeling awkward?',
    replies: [
      'We asked each side to pay for something specific (the rehearsal dinner, the flowers) rather than a share.',
      'Be clear early about whether money comes with opinions attached.',
      'We thanked both families equally in the toast, whatever they gave.',
    ],
  },
  {
    board: 'budget',
    title: 'Is a wedding planner worth it on a small budget?',
    body: 'Our budget is around $15k. Does a planner pay for themselves?',
    replies: ['Ours negotiated vendor discounts that covered half her fee.', 'A month-of coordinator is a good middle ground.'],
  },
  {
    board: 'attire',
    title: 'How long do alterations take?',
    body: 'My dress arrives in March and the wedding is in June. Is that enough time for alterations?',
    replies: [
      'Three months is comfortable. Most seamstresses want two or three fittings.',
      'Book your seamstress now, they get busy in spring.',
      'Bring your wedding shoes and underwear to every fitting!',
      'Mine took six weeks including a bustle.',
    ],
  },
  {
    board: 'attire',
    title: 'Suits: rent or buy?',
    body: 'Groom here. Renting looks cheaper, but I would wear a good navy suit again. Thoughts?',
    replies: [
      'Buy and tailor it. You will wear it to every wedding you are invited to for a decade.',
      'We rented for the groomsmen and bought for the groom.',
      'If you want the groomsmen to match, renting makes that far easier.',
    ],
  },
  {
    board: 'attire',
    title: 'Mismatched bridesmaid dresses: how did you keep it cohesive?',
    body: 'I love the look of mismatched dresses but worry it will look chaotic in photos.',
    replies: [
      'Pick a colour palette of three shades and let everyone choose a style.',
      'Same fabric, different cuts works really well.',
      'Keep the length consistent, it matters more than you would think.',
      'We gave everyone a swatch card and approved dresses before they ordered.',
    ],
  },
  {
    board: 'attire',
    title: 'Comfortable wedding shoes that still look nice',
    body: 'I will be on my feet for ten hours. What did you wear?',
    replies: [
      'Block heels! I danced all night.',
      'Bring a pair of flats for the reception.',
      'Wear them around the house for weeks before to break them in.',
    ],
  },
  {
    board: 'diy',
    title: 'DIY centrepieces for 15 tables',
    body: 'We want simple centrepieces: bud vases, candles, maybe greenery. Has anyone done this for around $10 a table?',
    replies: [
      'Thrifted bud vases, a few grocery store stems each, and three votives. About $8 a table.',
      'Eucalyptus lasts for days and looks great without much effort.',
      'Do a practice table a month ahead and take a photo so helpers can copy it.',
      'Check your venue allows open flames before buying candles!',
    ],
  },
  {
    board: 'diy',
    title: 'Made our own welcome sign',
    body: 'We painted our welcome sign on a thrifted mirror with a paint pen. Happy to share the steps:\n\n- clean the glass well\n- print the lettering and tape it behind\n- trace with an oil-based paint pen\n\nTook one evening.',
    replies: [
      'This is such a good idea, saving it.',
      'Did the paint scratch easily?',
      'It did not scratch once it cured for a day. Keep it out of the rain.',
    ],
  },
  {
    board: 'diy',
    title: 'Dessert table instead of a cake',
    body: 'Family members offered to bake. Has anyone done a dessert table made by relatives?',
    replies: [
      'We did and it was the most talked-about part of the night.',
      'Give everyone a list so you do not end up with eight batches of brownies.',
      'Label everything for guests with allergies.',
    ],
  },
  {
    board: 'diy',
    title: 'Printing your own invitations: worth it?',
    body: 'Thinking about printing at home. Any regrets?',
    replies: [
      'Our printer could not handle thick card stock. Check before you buy paper.',
      'We designed them ourselves and had a print shop do the printing. Best of both.',
    ],
  },
  {
    board: 'local-ca',
    title: 'Los Angeles couples: backyard wedding permits?',
    body: 'Anyone in LA County have a backyard wedding? Did you need a permit for 100 guests?',
    replies: [
      'Check with your city, not the county. Ours only cared about noise after 10 pm.',
      'We needed a tent permit because it was over a certain size.',
    ],
  },
  {
    board: 'local-ny',
    title: 'Hudson Valley venues with on-site lodging',
    body: 'Looking for venues within two hours of the city where guests can stay on site.',
    replies: [
      'Lots of the farm venues near Kingston have cabins now.',
      'We booked a whole inn for the weekend and it felt like summer camp.',
      'Book the shuttle early, the roads are twisty at night.',
    ],
  },
  {
    board: 'local-tx',
    title: 'Austin in April: too hot for outdoors?',
    body: 'Planning an outdoor ceremony in Austin next April. Will our guests melt?',
    replies: [
      'April is usually lovely, but have a shade plan and water stations.',
      'Evening ceremonies are much more comfortable.',
      'Watch out for spring storms. Have a rain plan!',
    ],
  },
  {
    board: 'local-fl',
    title: 'Beach weddings in Florida: what to know',
    body: 'Dreaming of a beach ceremony on the Gulf Coast. Permits? Wind? Sand in everything?',
    replies: [
      'Most beaches need a permit and ban glass. Plan for wind with your veil and decor.',
      'Sunset timing is everything for photos.',
    ],
  },
  {
    board: 'local-il',
    title: 'Chicago winter weddings',
    body: 'Is anyone else planning for January in Chicago? Looking for cozy venue ideas.',
    replies: [
      'We did a loft venue with fireplaces. Snow photos were incredible.',
      'Have a coat check! You would be surprised how many venues do not.',
    ],
  },
];

/** The long thread (a bench page as well as a real forum habit): introductions, 500 replies. */
export const INTRODUCTIONS_THREAD = {
  board: 'planning',
  title: 'Introduce yourself: who is getting married next year?',
  body: 'Say hello! Tell us your date, where it is, and the thing you are most excited (or nervous) about.',
  replies: 500,
} as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PLACES = ['Austin', 'Portland', 'Chicago', 'Savannah', 'Denver', 'Boston', 'San Diego', 'Nashville', 'Minneapolis', 'Asheville'];
const EXCITED = [
  'the food tasting',
  'seeing everyone we love in one room',
  'our first dance',
  'the honeymoon',
  'finally wearing the dress',
  'our vows',
  'the dessert table my aunt is making',
];
const NERVOUS = ['the seating chart', 'the weather', 'speaking in front of people', 'keeping to the budget', 'the guest list'];

/** The n-th introduction (0-based): a deterministic sentence or two from the lists above. */
export function introduction(n: number): string {
  const month = MONTHS[(n * 7) % MONTHS.length]!;
  const place = PLACES[(n * 3) % PLACES.length]!;
  const excited = EXCITED[n % EXCITED.length]!;
  const nervous = NERVOUS[(n * 5) % NERVOUS.length]!;
  return `Hi all! We are getting married in ${month} in ${place}. Most excited about ${excited}, most nervous about ${nervous}.`;
}

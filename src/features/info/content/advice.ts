import type { AdviceArticle } from '../types';

/**
 * /expert-advice and /expert-advice/{slug}. The home page's advice links (marketing/content/home.ts)
 * point at these slugs.
 */
export const ADVICE_ARTICLES: AdviceArticle[] = [
  {
    slug: 'how-to-build-a-registry',
    title: 'How to build your wedding registry',
    dek: 'A step-by-step plan, from the first gift to the day you publish.',
    topic: 'Registry',
    minutes: 6,
    body: [
      'Start with how you live, not with a store. Walk through your home room by room and note what you use every day, what is wearing out and what you have always wanted to upgrade.',
      'Add a range of prices. Guests give at every budget, so aim for plenty of gifts under $50, a good middle between $50 and $150, and a few bigger items that friends can give together.',
      'Mix gifts with funds and experiences. A honeymoon fund or a cooking class sits happily beside a stand mixer, and many guests love giving a memory.',
      'Publish early and keep editing. Share your registry before the save-the-dates go out, then keep adding as you think of things.',
    ],
    tips: [
      'Register for two to three gifts per guest.',
      'Turn on group gifting for anything over $300.',
      'Add the everyday basics: guests love buying the things you will use every day.',
    ],
  },
  {
    slug: 'how-many-gifts',
    title: 'How many gifts to register for',
    dek: 'The simple rule of thumb, and when to break it.',
    topic: 'Registry',
    minutes: 3,
    body: [
      'Two to three gifts per invited guest is a comfortable target: enough choice for everyone, including shower and engagement-party guests, without padding the list.',
      'Count households, not people, if many guests are couples or families who give one gift together.',
      'Keep an eye on what is left as the wedding gets closer, and add a few more gifts in popular price ranges if they sell out.',
    ],
  },
  {
    slug: 'cash-funds-explained',
    title: 'Cash funds, explained',
    dek: 'How cash and honeymoon funds work, and how to make them personal.',
    topic: 'Cash funds',
    minutes: 4,
    body: [
      'A cash fund lets guests contribute towards something bigger: a honeymoon, a first home, a new sofa or a future adventure.',
      'Give every fund a goal and a story. Guests are happier to give to “Sunset dinner in Lisbon” than to “Honeymoon”.',
      'Contributions reach you as money, which you can transfer out whenever you like.',
    ],
    tips: ['Set a realistic goal for each fund.', 'Add a photo that shows what the fund is for.'],
  },
  {
    slug: 'registry-etiquette',
    title: 'Registry etiquette for couples',
    dek: 'Where to share the link, what to say, and how to say thank you.',
    topic: 'Gifts & etiquette',
    minutes: 5,
    body: [
      'Share your registry on your wedding website and let family pass it on when asked. It is fine to include the link with shower invitations.',
      'Keep thank-you notes personal: mention the gift and how you will use it.',
      'Cash funds are welcome at most weddings today; a warm sentence about what the fund is for helps guests feel good about giving.',
    ],
  },
  {
    slug: 'thank-you-card-timing',
    title: 'When to send thank-you cards',
    dek: 'The timeline for shower gifts, wedding gifts and everything between.',
    topic: 'Gifts & etiquette',
    minutes: 3,
    body: [
      'Send thank-you cards for shower and engagement gifts within two weeks.',
      'For wedding gifts, aim for within three months of the wedding. The gift tracker records who gave what, so nothing is missed.',
      'Gifts that arrive after the wedding deserve a note within two to three weeks of arrival.',
    ],
  },
  {
    slug: 'honeymoon-fund-ideas',
    title: 'Honeymoon fund ideas guests love',
    dek: 'Turn the trip into moments guests can give.',
    topic: 'Cash funds',
    minutes: 4,
    body: [
      'Split the trip into experiences: a snorkelling morning, a cooking class, a hot-air balloon ride, a night in a special hotel.',
      'Mix price points so every guest can join in, from a round of coffee to a flight upgrade.',
      'Share photos from the trip afterwards with the guests who gave.',
    ],
  },
  {
    slug: 'small-home-registry',
    title: 'What to put on a registry for a small home',
    dek: 'Register smart when space is tight.',
    topic: 'Registry',
    minutes: 4,
    body: [
      'Choose multi-use pieces: a Dutch oven that bakes, braises and serves; nesting bowls; a compact stand mixer.',
      'Favour quality over quantity: one great knife beats a block of average ones.',
      'Use cash funds for the future: furniture for the next home can wait in a fund until you move.',
    ],
  },
  {
    slug: 'kitchen-checklist',
    title: 'Registry checklist for the kitchen',
    dek: 'The essentials, the upgrades and the nice-to-haves.',
    topic: 'Registry',
    minutes: 5,
    body: [
      'Essentials: a chef’s knife, a large skillet, a saucepan, a Dutch oven, sheet pans, cutting boards and mixing bowls.',
      'Upgrades: an enamelled cast-iron set, a high-speed blender, a good coffee maker.',
      'Nice-to-haves: a pasta maker, a pizza stone, a set of serving platters for hosting.',
    ],
    tips: ['Check the product page for colours: looks and swatches let you match your kitchen.'],
  },
  {
    slug: 'share-your-registry',
    title: 'How to share your registry',
    dek: 'Every way guests can find you, and what to include.',
    topic: 'Gifts & etiquette',
    minutes: 3,
    body: [
      'Copy your registry link from the registry menu and add it to your wedding website.',
      'Guests can also find you on the Find a couple page by either partner’s name.',
      'Preview your registry as a guest before you share it, to check what they will see.',
    ],
  },
  {
    slug: 'group-gifting',
    title: 'Group gifting, simplified',
    dek: 'How friends can give the big-ticket gifts together.',
    topic: 'Gifts & etiquette',
    minutes: 3,
    body: [
      'Group gifting lets several guests contribute towards one item, so bigger gifts get bought rather than skipped.',
      'It works best for gifts over $300: a sofa, a bike, a high-end espresso machine.',
      'Each contribution is tracked, so you can thank everyone who chipped in.',
    ],
  },
];

export const adviceBySlug = (slug: string): AdviceArticle | undefined => ADVICE_ARTICLES.find((a) => a.slug === slug);

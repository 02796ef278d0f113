import type { CategoryTile, DifferentiationItem, HeroBanner, HeroButton, TopicTilesBlock, ValuesStrip } from '../types';

/** The home page's hero banner (spec §3 shape). Signed-in couples get HOME_HERO_SIGNED_IN_BUTTON instead of the sign-up button. */
export const HOME_HERO: HeroBanner = {
  eyebrow: 'Wedding registry & planning',
  title: 'The registry that does it all',
  highlightText: 'does it all',
  content: 'Gifts, cash funds, experiences and the vendors to make the day yours, planned in one place and loved by your guests.',
  valueProps: ['Free to create, free shipping on registry gifts', 'Add gifts from any store', 'Vendors in every state'],
  primaryButton: { label: 'Start your registry', href: '/wedding/onboard/wedding-planning' },
  secondaryButton: { label: 'Find a couple', href: '/search/wedding-registry' },
  images: [{ src: '/media/scene/confetti-home-hero.svg', alt: '', width: 800, height: 600 }],
  testimonial: {
    image: '/media/scene/couple-priya-sam.svg',
    firstName: 'Priya',
    secondName: 'Sam',
    quote: 'We held every gift until we moved into our new place. Nothing got lost.',
  },
  isPhotoOnRight: true,
};

export const HOME_HERO_SIGNED_IN_BUTTON: HeroButton = { label: 'Go to your registry', href: '/my-registry' };

export const HOME_TOPICS: TopicTilesBlock = {
  title: 'Everything for the wedding, in one place',
  cta: { label: 'Start planning', href: '/wedding/onboard/wedding-planning' },
  topics: [
    { name: 'Registry', href: '/wedding-registry', icon: 'gift' },
    { name: 'Vendors', href: '/wedding-vendors', icon: 'pin' },
    { name: 'Invitations', href: '/wedding-planning/paper', icon: 'envelope' },
    { name: 'Website', href: '/wedding-planning/website', icon: 'laptop' },
    { name: 'Guest list', href: '/wedding-planning/guests', icon: 'list' },
    { name: 'Seating chart', href: '/wedding-planning/seating-chart', icon: 'chair' },
  ],
};

export const HOME_VALUES: ValuesStrip = {
  valueOne: 'Free shipping on registry gifts',
  valueTwo: 'Exchange gifts for store credit before they ship',
  valueThree: 'A 20% completion discount after the wedding',
  backgroundColor: '#0d5c5a',
  fontColor: '#ffffff',
};

export const HOME_LOGOS = [
  'Hearth & Co.',
  'Northwind Kitchen',
  'Lindenware',
  'Copper Lane',
  'Maison Verre',
  'Wildflower Linen',
  'Blue Heron',
  'Zephyr Audio',
  'Verity Glass',
  'Pinecrest Camp',
];

export const HOME_CATEGORY_TILES: CategoryTile[] = [
  {
    image: '/media/scene/tile-registry.svg',
    linkText: 'Wedding registry',
    href: '/wedding-registry',
    tag: 'Free',
    caption: 'Gifts, funds and experiences',
  },
  { image: '/media/scene/tile-vendors.svg', linkText: 'Vendors', href: '/wedding-vendors', caption: 'Venues, photographers and more' },
  {
    image: '/media/scene/tile-paper.svg',
    linkText: 'Invitations',
    href: '/wedding-planning/paper',
    tag: 'New',
    caption: 'Save the dates to thank-yous',
  },
  {
    image: '/media/scene/tile-website.svg',
    linkText: 'Wedding website',
    href: '/wedding-planning/website',
    caption: 'Free and ready in minutes',
  },
  { image: '/media/scene/tile-albums.svg', linkText: 'Photo albums', href: '/wedding-albums', caption: 'Keep the day forever' },
  {
    image: '/media/scene/tile-shop.svg',
    linkText: 'Wedding shop',
    href: '/shop/category/wedding-shop',
    caption: 'Decor, favors and gifts',
  },
];

export const HOME_DIFFERENTIATION: DifferentiationItem[] = [
  {
    subtitle: 'Everything on one registry',
    description: 'Add gifts from our shop or any store, plus cash funds and experiences.',
    button: { label: 'Start your registry', href: '/wedding/onboard/wedding-planning' },
  },
  { subtitle: 'Shipping on your schedule', description: 'Hold gifts until you are ready and ship them together, free.' },
  {
    subtitle: 'Perks for couples',
    description: 'A completion discount after the wedding and free returns on registry gifts.',
    button: { label: 'See the perks', href: '/wedding-registry/perks' },
  },
];

import type { AdviceCardContent, AdviceLink, FaqItem, Review } from '../types';

// The home page's closing blocks (the advice card and the support section): they load after the
// rest (HomeClosingBlocks), so their words are not in the home route's first load.

export const HOME_FAQS: FaqItem[] = [
  {
    question: 'How much does a Confetti registry cost?',
    answer: 'Nothing. Creating and sharing a registry is free, and there are no fees on gifts from our shop.',
  },
  {
    question: 'Can I add gifts from other stores?',
    answer: 'Yes. Add any product from any store alongside gifts, experiences and cash funds from our shop.',
  },
  { question: 'When do gifts ship?', answer: 'Whenever you choose. Hold gifts until after the wedding and ship them together, for free.' },
];

export const HOME_REVIEWS: Review[] = [
  {
    name: 'Maya & Jordan',
    title: 'So easy for our guests',
    reviewText: 'Everyone found our registry in seconds, and the cash fund for our honeymoon was a hit.',
    ariaLabel: '5 out of 5 stars',
  },
  {
    name: 'Priya & Sam',
    title: 'Shipping on our schedule',
    reviewText: 'We held every gift until we moved into our new place. Nothing got lost.',
    ariaLabel: '5 out of 5 stars',
  },
  {
    name: 'Alex & Chris',
    title: 'Great customer support',
    reviewText: 'The team answered every question the same day and helped us merge two lists.',
    ariaLabel: '5 out of 5 stars',
  },
];

export const HOME_ADVICE: AdviceLink[] = [
  { title: 'How to build your wedding registry', url_path: '/expert-advice/how-to-build-a-registry' },
  { title: 'How many gifts to register for', url_path: '/expert-advice/how-many-gifts' },
  { title: 'Cash funds, explained', url_path: '/expert-advice/cash-funds-explained' },
  { title: 'Registry etiquette for couples', url_path: '/expert-advice/registry-etiquette' },
  { title: 'When to send thank-you cards', url_path: '/expert-advice/thank-you-card-timing' },
  { title: 'Honeymoon fund ideas', url_path: '/expert-advice/honeymoon-fund-ideas' },
  { title: 'What to put on a registry for a small home', url_path: '/expert-advice/small-home-registry' },
  { title: 'Registry checklist for the kitchen', url_path: '/expert-advice/kitchen-checklist' },
  { title: 'How to share your registry', url_path: '/expert-advice/share-your-registry' },
  { title: 'Group gifting, simplified', url_path: '/expert-advice/group-gifting' },
];

export const HOME_ADVICE_CARD: AdviceCardContent = {
  image: '/media/scene/advice-registry.svg',
  prehed: 'Expert advice',
  hed: 'How to build a registry your guests will love',
  dek: 'A mix of price points, a cash fund or two, and the everyday things you will use for years.',
  link: { label: 'Read the guide', href: '/expert-advice' },
};

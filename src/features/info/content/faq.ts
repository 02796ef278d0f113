import type { FaqGroup } from '../types';

/** /faq, grouped by subject; each group is an accordion. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'registry',
    heading: 'Your registry',
    items: [
      {
        question: 'How much does a Confetti registry cost?',
        answer: 'Nothing. Creating, sharing and managing a registry is free, and there are no fees on gifts bought from our shop.',
      },
      {
        question: 'Can I add gifts from other stores?',
        answer:
          'Yes. Add any product from any store next to gifts from our shop, cash funds and experiences. Guests buy those gifts on the other store’s site and mark them as purchased on your registry.',
      },
      {
        question: 'How many gifts should we add?',
        answer:
          'A good rule is two to three gifts per guest, across a range of prices, so every guest finds something in their budget. Our registry advisors can help you find the balance.',
      },
      {
        question: 'When should we publish our registry?',
        answer:
          'About six months before the wedding, or before you send save-the-dates, so guests buying for a shower or engagement party can find it. You can keep adding gifts after publishing.',
      },
      {
        question: 'Can my partner manage the registry too?',
        answer: 'Yes. Invite your partner and you both get full access as owner and partner, each with your own log-in.',
      },
    ],
  },
  {
    id: 'shipping',
    heading: 'Shipping and delivery',
    items: [
      {
        question: 'Is shipping free?',
        answer:
          'Registry gifts from our shop ship free with standard shipping. A few heavy or perishable items carry a delivery surcharge, shown on the product page before you buy.',
      },
      {
        question: 'Can we choose when gifts ship?',
        answer: 'Yes. Hold gifts and ship them together whenever you are ready, for example after you move into a new home.',
      },
      {
        question: 'Do you ship to Hawaii, Alaska and the US territories?',
        answer:
          'Most items ship everywhere in the US. Some cannot ship to Hawaii or Alaska; the product page says so, and such items cannot be added to a registry that ships there.',
      },
      {
        question: 'When will my order arrive?',
        answer:
          'Each product page shows the estimated arrival for standard and expedited shipping. Personalised items take one to two weeks more. Near the holidays we show the last day to order for delivery by December 25.',
      },
    ],
  },
  {
    id: 'returns',
    heading: 'Returns and store credit',
    items: [
      {
        question: 'Can we return a registry gift?',
        answer:
          'Yes. Return registry gifts for store credit, or exchange them, under our return policy. Guests are never told about a return.',
      },
      {
        question: 'How do I track or return an order?',
        answer: 'Use the order status page with your order number and email address, then choose the items to return.',
      },
    ],
  },
  {
    id: 'guests',
    heading: 'For guests',
    items: [
      {
        question: 'How do I find a couple’s registry?',
        answer: 'Search by either partner’s name on the Find a couple page, or use the link the couple shared.',
      },
      {
        question: 'Can I send a gift card or contribute to a fund?',
        answer: 'Yes. Gift cards and contributions to cash and honeymoon funds can be given from the couple’s registry or from our shop.',
      },
    ],
  },
  {
    id: 'vendors',
    heading: 'Vendors',
    items: [
      {
        question: 'How do I contact a vendor?',
        answer:
          'Open the vendor’s storefront and send a message with your date, guest count and budget. Vendors usually reply within two business days.',
      },
      {
        question: 'Does Confetti charge couples for vendor inquiries?',
        answer: 'No. Searching vendors and sending inquiries is free for couples.',
      },
    ],
  },
  {
    id: 'account',
    heading: 'Your account and privacy',
    items: [
      {
        question: 'I forgot my password. What now?',
        answer: 'Use “Forgot password” on the log-in page. We email a link that works for one day.',
      },
      {
        question: 'How do I stop Confetti sharing my information for marketing?',
        answer: 'Visit the privacy center (“Do Not Sell / Share My Personal Information” in the footer) and turn on the opt-out.',
      },
    ],
  },
];

import type { FaqItem, HeroBanner, ValuesStrip } from '../types';

export interface MarketingPageContent {
  hero: HeroBanner;
  sections: Array<{ heading: string; text: string }>;
  values?: ValuesStrip;
  faqs?: FaqItem[];
}

const startCta = { label: 'Start your registry', href: '/wedding/onboard/wedding-planning' };

export const REGISTRY_PAGES: Record<'registry' | 'perks' | 'benefits' | 'howItWorks', MarketingPageContent> = {
  registry: {
    hero: {
      eyebrow: 'Wedding registry',
      title: 'The registry that does it all',
      highlightText: 'does it all',
      content:
        'Gifts from our shop and any store, cash funds, experiences and group gifts, all on one list your guests can find in seconds.',
      valueProps: ['Free to create and share', 'Gifts from any store, plus cash funds', 'Free shipping, on your schedule'],
      images: [{ src: '/media/scene/registry-landing.svg', alt: '', width: 640, height: 480 }],
      primaryButton: startCta,
      secondaryButton: { label: 'How it works', href: '/wedding-registry/how-it-works' },
    },
    sections: [
      {
        heading: 'Add anything',
        text: 'Register for products from our shop, add items from any other store, and create cash funds for the honeymoon or a new home.',
      },
      {
        heading: 'Ship on your schedule',
        text: 'Hold gifts until you are ready and ship them together, or exchange a gift for store credit before it ships.',
      },
      { heading: 'Share one link', text: 'Guests find your registry by name or through your wedding website, on any device.' },
    ],
    values: {
      valueOne: 'Free to create',
      valueTwo: 'Free shipping on registry gifts',
      valueThree: 'Free returns',
      backgroundColor: '#0d5c5a',
      fontColor: '#ffffff',
    },
  },
  perks: {
    hero: {
      eyebrow: 'Registry perks',
      title: 'Perks made for couples',
      content: 'Thank-you rewards for building your registry with us, before and after the big day.',
      images: [{ src: '/media/scene/registry-perks.svg', alt: '', width: 640, height: 480 }],
      primaryButton: startCta,
      isPhotoOnRight: false,
    },
    sections: [
      { heading: 'Completion discount', text: 'For 6 months after the wedding, buy what is left on your registry at 20% off.' },
      { heading: 'Free shipping', text: 'Every registry gift ships free, whenever you choose to ship it.' },
      {
        heading: 'Easy returns and credit',
        text: 'Free returns with a prepaid label, refunded to your card or to store credit; or exchange a gift for credit before it ships.',
      },
    ],
  },
  benefits: {
    hero: {
      eyebrow: 'Why the registry',
      title: 'Why couples choose our registry',
      content: 'One list for everything you want, with guests and shipping handled for you.',
      images: [{ src: '/media/scene/registry-benefits.svg', alt: '', width: 640, height: 480 }],
      primaryButton: startCta,
      testimonial: {
        image: '/media/scene/couple-maya-jordan.svg',
        firstName: 'Maya',
        secondName: 'Jordan',
        quote: 'Everyone found our registry in seconds, and we shipped every gift when we moved.',
      },
    },
    sections: [
      {
        heading: 'All your gifts in one place',
        text: 'Products, cash funds and experiences live side by side; guests never juggle several stores.',
      },
      { heading: 'A real team behind you', text: 'Registry advisors answer questions by phone, chat and e-mail.' },
      { heading: 'Track every gift', text: 'The gift tracker records who gave what, so thank-you notes are simple.' },
    ],
  },
  howItWorks: {
    hero: {
      eyebrow: 'How it works',
      title: 'How the registry works',
      content: 'Three steps from engaged to gifted.',
      images: [{ src: '/media/scene/registry-how.svg', alt: '', width: 640, height: 480 }],
      primaryButton: startCta,
      hideImageNonDesktop: true,
    },
    sections: [
      { heading: '1. Create your registry', text: 'Tell us your names and wedding date; your registry is ready in minutes.' },
      { heading: '2. Add gifts', text: 'Browse the shop, add items from any store, or start with a quick-add pack.' },
      { heading: '3. Share it', text: 'Share your link or let guests search for you by name.' },
    ],
    faqs: [
      { question: 'Is it free?', answer: 'Yes. Creating and sharing a registry costs nothing.' },
      { question: 'Can guests buy in a store?', answer: 'Guests buy online, on any device; gifts ship to you free.' },
    ],
  },
};

import type { InfoLink, InfoPageContent } from '../types';

/** The support contact details, shown on /contact-us and referred to by the legal pages. */
export const SUPPORT_CONTACT = {
  email: 'support@confetti.test',
  phone: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
  hours: 'Monday to Friday 9 am – 8 pm ET, weekends 10 am – 6 pm ET',
  privacyEmail: 'privacy@confetti.test',
  pressEmail: 'press@confetti.test',
  mail: 'Confetti, 200 Hudson Street, Suite 5, New York, NY 10013',
} as const;

const ABOUT_LINKS: InfoLink[] = [
  { label: 'About Confetti', href: '/about/index' },
  { label: 'Our team', href: '/about/team' },
  { label: 'Press', href: '/about/press' },
  { label: 'Couple reviews', href: '/wedding-registry/couple-reviews' },
];

const HELP_LINKS: InfoLink[] = [
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact us', href: '/contact-us' },
  { label: 'Registry advisor', href: '/advisor' },
  { label: 'Expert advice', href: '/expert-advice' },
];

const LEGAL_LINKS: InfoLink[] = [
  { label: 'Privacy policy', href: '/privacy' },
  { label: 'Terms of use', href: '/terms' },
  { label: 'Do Not Sell / Share My Personal Information', href: '/privacy-center' },
  { label: 'Accessibility', href: '/webaccessibility' },
];

export type InfoPageKey =
  'about' | 'team' | 'press' | 'privacy' | 'terms' | 'accessibility' | 'advisor' | 'contact' | 'privacyCenter' | 'faq' | 'expertAdvice';

export const INFO_PAGES: Record<InfoPageKey, InfoPageContent> = {
  about: {
    eyebrow: 'About Confetti',
    title: 'Planning a wedding should feel like a celebration',
    lede: 'Confetti brings the registry, the shop, the vendors and the planning tools together, so couples spend less time on logistics and more time on each other.',
    sections: [
      {
        id: 'story',
        heading: 'Our story',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Confetti started with a spreadsheet: two friends planning back-to-back weddings, juggling four registries, a dozen vendor emails and a guest list that lived in three places. We built the tool we wished we had, and couples have been telling us what to build next ever since.',
          },
          {
            kind: 'paragraph',
            text: 'Today Confetti is one place for the whole journey: a registry that holds gifts from any store alongside cash funds and experiences, a shop of brands couples love, a marketplace of venues and vendors in every state, and free planning tools from the guest list to the seating chart.',
          },
        ],
      },
      {
        id: 'what-we-believe',
        heading: 'What we believe',
        blocks: [
          {
            kind: 'list',
            items: [
              'Your wedding, your way: no fees to create a registry, and no pressure to register for anything you do not want.',
              'Guests deserve it easy: one link, any device, gifts that ship free on the couple’s schedule.',
              'Real people behind the product: our support team and registry advisors answer every question, the same day.',
              'Every couple is welcome: we design for all couples, all budgets and all kinds of celebrations.',
            ],
          },
        ],
      },
      {
        id: 'by-the-numbers',
        heading: 'Confetti by the numbers',
        blocks: [
          {
            kind: 'list',
            items: [
              'Couples in all 50 states, DC and the US territories plan with us.',
              'Thousands of vendors across every state list their storefronts on the marketplace.',
              'Registry gifts ship free, and any gift can become store credit.',
            ],
          },
        ],
      },
      {
        id: 'work-with-us',
        heading: 'Work with us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Are you a wedding professional? Join the marketplace to reach couples near you. Writing about weddings? Our press team is happy to help.',
          },
          {
            kind: 'links',
            items: [
              { label: 'Meet the team', href: '/about/team' },
              { label: 'Press and media', href: '/about/press' },
              { label: 'Contact us', href: '/contact-us' },
            ],
          },
        ],
      },
    ],
    related: [...ABOUT_LINKS, ...HELP_LINKS],
  },

  team: {
    eyebrow: 'Our team',
    title: 'The people behind Confetti',
    lede: 'Engineers, designers, registry advisors and support specialists, many of whom planned their own weddings with Confetti.',
    sections: [
      {
        id: 'leadership',
        heading: 'Leadership',
        blocks: [
          {
            kind: 'people',
            items: [
              {
                name: 'Maya Okafor',
                role: 'Co-founder and Chief Executive Officer',
                bio: 'Maya planned two weddings in one summer (one of them her own) and started Confetti to put the whole plan in one place.',
              },
              {
                name: 'Daniel Brooks',
                role: 'Co-founder and Chief Technology Officer',
                bio: 'Daniel leads engineering and still answers a support ticket every Friday.',
              },
              {
                name: 'Priya Raman',
                role: 'Chief Operating Officer',
                bio: 'Priya runs fulfilment, the shop and the partnerships that make free registry shipping possible.',
              },
              {
                name: 'Luis Ortega',
                role: 'Head of Design',
                bio: 'Luis makes sure everything we build works for every guest, on every device, with any assistive technology.',
              },
            ],
          },
        ],
      },
      {
        id: 'support-and-advisors',
        heading: 'Support and registry advisors',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Our support team answers by phone, chat and email seven days a week. Registry advisors hold free one-to-one sessions to help couples build a registry that fits their home and their guests.',
          },
          {
            kind: 'links',
            items: [
              { label: 'Book a registry advisor', href: '/advisor' },
              { label: 'Contact support', href: '/contact-us' },
            ],
          },
        ],
      },
      {
        id: 'join',
        heading: 'Join us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We hire across engineering, design, operations and customer care, remote across the US and in our New York office. Tell us about yourself through the contact form and choose “Something else”.',
          },
        ],
      },
    ],
    related: ABOUT_LINKS,
  },

  press: {
    eyebrow: 'Press',
    title: 'Confetti in the news',
    lede: 'Announcements, coverage and resources for journalists writing about weddings, registries and planning.',
    sections: [
      {
        id: 'announcements',
        heading: 'Announcements',
        blocks: [
          {
            kind: 'press',
            items: [
              {
                outlet: 'Confetti',
                date: '2026-09-08',
                headline: 'Confetti launches a vendor marketplace in every state',
                summary:
                  'Couples can now search venues, photographers, florists and more in all 50 states, DC and the US territories, and message vendors from the same account as their registry.',
              },
              {
                outlet: 'Confetti',
                date: '2026-05-19',
                headline: 'Free registry shipping, on the couple’s schedule',
                summary: 'Couples can hold gifts and ship them together whenever they are ready, at no cost to them or their guests.',
              },
              {
                outlet: 'Confetti',
                date: '2026-02-03',
                headline: 'Cash and honeymoon funds join the registry',
                summary: 'Funds for travel, a first home or date nights sit beside gifts from the shop and from any store.',
              },
            ],
          },
        ],
      },
      {
        id: 'coverage',
        heading: 'Coverage',
        blocks: [
          {
            kind: 'press',
            items: [
              {
                outlet: 'The Wedding Ledger',
                date: '2026-10-14',
                headline: 'The all-in-one planning apps worth your time',
                summary: 'Named Confetti the best registry for couples who want gifts, funds and vendors in one place.',
              },
              {
                outlet: 'Home & Table',
                date: '2026-06-27',
                headline: 'What couples are actually registering for',
                summary: 'Used Confetti’s registry trends to look at the kitchen and dining gifts couples add most.',
              },
            ],
          },
        ],
      },
      {
        id: 'media-contact',
        heading: 'Media contact',
        blocks: [
          {
            kind: 'paragraph',
            text: 'For interviews, data requests and brand assets, write to our press team. We answer within one business day.',
          },
          {
            kind: 'contact',
            items: [{ label: 'Press email', value: SUPPORT_CONTACT.pressEmail, href: `mailto:${SUPPORT_CONTACT.pressEmail}` }],
          },
        ],
      },
    ],
    related: ABOUT_LINKS,
  },

  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lede: 'What personal information Confetti collects, why, who we share it with, and the choices you have.',
    updated: '2026-11-01',
    tableOfContents: true,
    sections: [
      {
        id: 'what-we-collect',
        heading: 'Information we collect',
        blocks: [
          {
            kind: 'list',
            items: [
              'Account details: your name, email address, password (stored only as a hash) and your partner’s name.',
              'Wedding details you add: the wedding date, your registry, planning stage, guest list and vendor inquiries.',
              'Orders: the items, the shipping address and payment confirmation (card numbers are handled by our payment processor, never stored by us).',
              'Usage information: pages visited, device and browser type, and the experiments you are part of.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'How we use it',
        blocks: [
          {
            kind: 'list',
            items: [
              'To run the service: show your registry to your guests, ship gifts, and send the messages you write to vendors.',
              'To keep your account safe: sign-in checks, two-factor codes and fraud prevention.',
              'To improve Confetti: measuring which pages work and testing new designs.',
              'To send you email about your registry and, if you have not opted out, offers we think you will like.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Sharing, selling and “sharing” for advertising',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We share information with service providers who work for us (shipping, payments, email delivery), with vendors you choose to contact, and with guests who view your published registry. We do not sell your information for money. Some marketing partnerships, such as identifying you to our email-marketing service, may count as “selling” or “sharing” under state privacy laws.',
          },
          {
            kind: 'paragraph',
            text: 'You can opt out of that at any time on the privacy center page. Signed in, your choice is saved to your account; otherwise it is saved in this browser.',
          },
          { kind: 'links', items: [{ label: 'Do Not Sell / Share My Personal Information', href: '/privacy-center' }] },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We use a session cookie to keep you signed in, a security cookie that protects forms, a cookie that remembers the last location you searched for vendors, and an anonymous id that keeps the experiments you see consistent. You can clear them in your browser at any time.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Depending on where you live, you may ask to see, correct, download or delete your personal information. Send the request through the contact form (topic “My account”) or by email; we answer within 30 days and never charge for it.',
          },
          {
            kind: 'contact',
            items: [{ label: 'Privacy email', value: SUPPORT_CONTACT.privacyEmail, href: `mailto:${SUPPORT_CONTACT.privacyEmail}` }],
          },
        ],
      },
      {
        id: 'retention-and-security',
        heading: 'Retention and security',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We keep account information while your account is open and order records as long as tax law requires. Passwords are stored as salted hashes, sessions expire, and only staff who need access to help you have it.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Confetti is not meant for anyone under 16, and we do not knowingly collect information from children.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When we change this policy we update the date at the top, and for important changes we email account holders first.',
          },
        ],
      },
    ],
    related: LEGAL_LINKS,
  },

  terms: {
    eyebrow: 'Legal',
    title: 'Terms of use',
    lede: 'The rules for using Confetti’s registry, shop, vendor marketplace and planning tools.',
    updated: '2026-11-01',
    tableOfContents: true,
    sections: [
      {
        id: 'accepting',
        heading: 'Accepting these terms',
        blocks: [
          {
            kind: 'paragraph',
            text: 'By using Confetti you agree to these terms and to our privacy policy. If you use Confetti for a wedding with a partner, each of you agrees to them.',
          },
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        blocks: [
          {
            kind: 'list',
            items: [
              'Keep your password private; you are responsible for what happens under your account.',
              'Give us accurate information, including a shipping address we can deliver to.',
              'Tell us straight away if you think someone else has used your account.',
            ],
          },
        ],
      },
      {
        id: 'registry',
        heading: 'Registries and gifts',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Couples decide what goes on their registry and when it is published. Guests buy gifts from the shop or follow links to other stores; purchases from other stores are between the guest and that store. Cash fund contributions are passed to the couple, less any processing fee we show before payment.',
          },
        ],
      },
      {
        id: 'orders',
        heading: 'Orders, prices and shipping',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Prices are in US dollars. We may cancel an order for an item priced in error and refund you in full. Shipping estimates are estimates; some items cannot ship to every state or territory, and we say so on the product page.',
          },
        ],
      },
      {
        id: 'returns',
        heading: 'Returns',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Registry gifts can be returned or converted to store credit under the return policy shown at checkout and on the returns page.',
          },
          { kind: 'links', items: [{ label: 'Return policy', href: '/returns' }] },
        ],
      },
      {
        id: 'marketplace',
        heading: 'The vendor marketplace',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Vendors are independent businesses. Confetti passes your inquiries to them but is not a party to any contract you make with a vendor. Reviews must reflect a genuine experience.',
          },
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        blocks: [
          {
            kind: 'list',
            items: [
              'No harassment, hateful content or spam in messages or reviews.',
              'No attempts to break, overload or scrape the service.',
              'No use of someone else’s account or registry without permission.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        heading: 'Disclaimers and liability',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We work hard to keep Confetti available and accurate, but we provide it “as is”. To the extent the law allows, our liability for any claim is limited to the amount you paid us in the 12 months before it.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and contact',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We may update these terms; the date at the top shows the latest version. Questions? Write to us through the contact page.',
          },
          { kind: 'links', items: [{ label: 'Contact us', href: '/contact-us' }] },
        ],
      },
    ],
    related: LEGAL_LINKS,
  },

  accessibility: {
    eyebrow: 'Accessibility',
    title: 'Accessibility at Confetti',
    lede: 'Everyone should be able to plan a wedding, find a registry and send a gift, whatever device or assistive technology they use.',
    sections: [
      {
        id: 'standard',
        heading: 'Our standard',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across the site. Every page is checked with automated tools as it is built, and an independent accessibility reviewer audits the site regularly.',
          },
        ],
      },
      {
        id: 'what-we-do',
        heading: 'What we do',
        blocks: [
          {
            kind: 'list',
            items: [
              'Every page works with a keyboard alone, with visible focus and a “Skip to content” link.',
              'Menus, dialogs and accordions follow the ARIA authoring practices and announce their state.',
              'Text and controls meet AA colour contrast; animations stop when your system asks for reduced motion.',
              'Layouts adapt from small phones to large screens and to 200% zoom.',
            ],
          },
        ],
      },
      {
        id: 'known-limitations',
        heading: 'Known limitations',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Product photos drawn by partner brands may lack detailed descriptions, and some vendor storefront photos are described only generally. We are working with partners to improve them.',
          },
        ],
      },
      {
        id: 'feedback',
        heading: 'Tell us about a barrier',
        blocks: [
          {
            kind: 'paragraph',
            text: 'If something on Confetti is hard to use, please tell us: name the page and what happened, and we will reply within two business days and help you finish what you were doing by phone or email in the meantime.',
          },
          {
            kind: 'contact',
            items: [
              { label: 'Phone', value: SUPPORT_CONTACT.phone, href: SUPPORT_CONTACT.phoneHref },
              { label: 'Email', value: SUPPORT_CONTACT.email, href: `mailto:${SUPPORT_CONTACT.email}` },
            ],
          },
          { kind: 'links', items: [{ label: 'Use the contact form', href: '/contact-us' }] },
        ],
      },
    ],
    related: LEGAL_LINKS,
  },

  advisor: {
    eyebrow: 'Registry advisor',
    title: 'A free registry advisor, one-to-one',
    lede: 'Not sure where to start, or how many gifts to add? Book a free session with a Confetti registry advisor by video or phone.',
    sections: [
      {
        id: 'what-to-expect',
        heading: 'What to expect',
        blocks: [
          {
            kind: 'list',
            items: [
              'A 30-minute session, by video or phone, at a time that suits you both.',
              'A walk through your home and habits to find the gifts you will really use.',
              'Help with price points, cash funds, group gifts and adding gifts from other stores.',
              'A follow-up email with the advisor’s picks, ready to add in one click.',
            ],
          },
        ],
      },
      {
        id: 'how-to-book',
        heading: 'How to book',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Send us a message with the topic “My registry” and a few times that work for you; an advisor will confirm by email within one business day. You can also call us during support hours.',
          },
          {
            kind: 'links',
            items: [
              { label: 'Request a session', href: '/contact-us?topic=registry' },
              { label: 'Start your registry first', href: '/wedding/onboard/wedding-planning' },
            ],
          },
        ],
      },
      {
        id: 'before-you-book',
        heading: 'Before you book',
        blocks: [
          {
            kind: 'links',
            items: [
              { label: 'How the registry works', href: '/wedding-registry/how-it-works' },
              { label: 'How to build your wedding registry', href: '/expert-advice/how-to-build-a-registry' },
              { label: 'FAQ', href: '/faq' },
            ],
          },
        ],
      },
    ],
    related: HELP_LINKS,
  },

  contact: {
    eyebrow: 'Contact us',
    title: 'How can we help?',
    lede: 'Our support team answers every message within one business day, usually much sooner.',
    sections: [
      {
        id: 'reach-us',
        heading: 'Reach us directly',
        blocks: [
          {
            kind: 'contact',
            items: [
              { label: 'Phone', value: SUPPORT_CONTACT.phone, href: SUPPORT_CONTACT.phoneHref },
              { label: 'Email', value: SUPPORT_CONTACT.email, href: `mailto:${SUPPORT_CONTACT.email}` },
              { label: 'Hours', value: SUPPORT_CONTACT.hours },
              { label: 'Mail', value: SUPPORT_CONTACT.mail },
            ],
          },
        ],
      },
      {
        id: 'quick-answers',
        heading: 'Quick answers',
        blocks: [
          {
            kind: 'links',
            items: [
              { label: 'Frequently asked questions', href: '/faq' },
              { label: 'Track an order', href: '/order-status' },
              { label: 'Return policy', href: '/returns' },
            ],
          },
        ],
      },
    ],
    related: HELP_LINKS,
  },

  privacyCenter: {
    eyebrow: 'Privacy center',
    title: 'Do Not Sell / Share My Personal Information',
    lede: 'Choose whether Confetti may share your personal information with marketing partners in ways state privacy laws treat as a “sale” or “sharing”.',
    sections: [
      {
        id: 'what-it-covers',
        heading: 'What opting out changes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When you opt out, we stop identifying you to our email-marketing service and do not share your information for advertising. It does not change what we need to run Confetti for you: your registry, orders and vendor messages work exactly as before.',
          },
        ],
      },
      {
        id: 'other-requests',
        heading: 'Other privacy requests',
        blocks: [
          {
            kind: 'paragraph',
            text: 'To see, correct, download or delete your personal information, contact us (topic “My account”) or email our privacy team.',
          },
          {
            kind: 'contact',
            items: [{ label: 'Privacy email', value: SUPPORT_CONTACT.privacyEmail, href: `mailto:${SUPPORT_CONTACT.privacyEmail}` }],
          },
          {
            kind: 'links',
            items: [
              { label: 'Read the privacy policy', href: '/privacy' },
              { label: 'Contact us', href: '/contact-us?topic=account' },
            ],
          },
        ],
      },
    ],
    related: LEGAL_LINKS,
  },

  faq: {
    eyebrow: 'Help center',
    title: 'Frequently asked questions',
    lede: 'Answers about registries, gifts, shipping, returns, vendors and your account.',
    sections: [],
    related: HELP_LINKS,
  },

  expertAdvice: {
    eyebrow: 'Expert advice',
    title: 'Wedding advice from our experts',
    lede: 'Practical guides from our registry advisors and planners, from your first registry item to the last thank-you card.',
    sections: [],
    related: HELP_LINKS,
  },
};

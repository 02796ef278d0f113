import type { ComponentType } from 'react';
import type * as InfoPages from '../routes/info/InfoPages';

/**
 * Every client route of spec §2, lazy-loaded (route-level code splitting). A route whose feature
 * is not built yet has `comingSoon` (an honest page, listed in the README) instead of `load`.
 * Domains swap their entries from `comingSoon` to `load` as they land.
 */
export interface AppRoute {
  path: string;
  /** The page's <title> and the heading the coming-soon page shows. */
  title: string;
  load?: () => Promise<{ default: ComponentType }>;
  comingSoon?: true;
}

const soon = (path: string, title: string): AppRoute => ({ path, title, comingSoon: true });
/** The content-only footer pages share one chunk (routes/info/InfoPages). */
const infoPage = (path: string, title: string, name: keyof typeof InfoPages): AppRoute => ({
  path,
  title,
  load: () => import('../routes/info/InfoPages').then((m) => ({ default: m[name] })),
});

export const appRoutes: AppRoute[] = [
  { path: '/', title: 'Confetti: wedding registry, shop and planning', load: () => import('../routes/HomePage') },

  // Vendors
  { path: '/wedding-vendors', title: 'Wedding vendors', load: () => import('../routes/vendors/ExplorePage') },
  { path: '/wedding-vendors/search/*', title: 'Vendor search', load: () => import('../routes/vendors/VendorSearchPage') },
  { path: '/wedding-vendors/near-me/*', title: 'Vendors near me', load: () => import('../routes/vendors/VendorSearchPage') },
  { path: '/wedding-vendors/states/:state', title: 'Wedding vendors by state', load: () => import('../routes/vendors/StatePage') },
  { path: '/wedding-vendors/favorites', title: 'Your favorite vendors', load: () => import('../routes/vendors/FavoritesPage') },
  { path: '/wedding-vendors/messages', title: 'Your messages with vendors', load: () => import('../routes/vendors/CoupleInboxPage') },
  {
    path: '/wedding-vendors/messages/:inquiryId',
    title: 'Your messages with vendors',
    load: () => import('../routes/vendors/CoupleInboxPage'),
  },
  { path: '/vendor-inbox', title: 'Vendor inbox', load: () => import('../routes/vendors/VendorInboxPage') },
  { path: '/vendor-inbox/:inquiryId', title: 'Vendor inbox', load: () => import('../routes/vendors/VendorInboxPage') },
  { path: '/wedding-vendors/:taxonomyKey/:storefront', title: 'Vendor storefront', load: () => import('../routes/vendors/StorefrontPage') },

  // Registry
  { path: '/wedding-registry', title: 'Wedding registry', load: () => import('../routes/marketing/RegistryLandingPage') },
  { path: '/wedding-registry/perks', title: 'Registry perks', load: () => import('../routes/marketing/PerksPage') },
  { path: '/wedding-registry/benefits', title: 'Why the registry', load: () => import('../routes/marketing/BenefitsPage') },
  { path: '/wedding-registry/how-it-works', title: 'How the registry works', load: () => import('../routes/marketing/HowItWorksPage') },
  soon('/wedding-registry/invite', 'Invite friends'),
  soon('/wedding-registry/couple-reviews', 'Couple reviews'),
  { path: '/my-registry', title: 'Manage your registry', load: () => import('../routes/registry/ManageRegistryPage') },
  { path: '/registry/add-gifts', title: 'Add gifts', load: () => import('../routes/registry/AddGiftsPage') },
  { path: '/registry/shop', title: 'Post-wedding shop', load: () => import('../routes/registry/RegistryShopPage') },
  { path: '/registry/checklist', title: 'Registry checklist', load: () => import('../routes/registry/ChecklistPage') },
  { path: '/registry/gift-tracker', title: 'Gift tracker', load: () => import('../routes/registry/GiftTrackerPage') },
  { path: '/registry/quick-add-packs', title: 'Quick-add packs', load: () => import('../routes/registry/QuickAddPacksPage') },
  { path: '/registry/settings', title: 'Registry settings', load: () => import('../routes/registry/RegistrySettingsPage') },
  { path: '/registry/:id', title: 'Registry', load: () => import('../routes/registry/RegistryPage') },
  { path: '/search/wedding-registry', title: 'Find a couple', load: () => import('../routes/registry/FindCouplePage') },

  // Shop
  { path: '/shop', title: 'Shop', load: () => import('../routes/shop/ShopIndexPage') },
  { path: '/shop/collection/:slug', title: 'Collection', load: () => import('../routes/shop/CollectionPage') },
  {
    path: '/shop/gift-collections/starter-collections',
    title: 'Starter collections',
    load: () => import('../routes/shop/StarterCollectionsPage'),
  },
  { path: '/shop/brands', title: 'Brands', load: () => import('../routes/shop/BrandsPage') },
  { path: '/shop/brand/:slug', title: 'Brand', load: () => import('../routes/shop/BrandPage') },
  { path: '/shop/partner-boutique/:slug', title: 'Partner boutique', load: () => import('../routes/shop/PartnerBoutiquePage') },
  { path: '/shop/category/:slug', title: 'Shop', load: () => import('../routes/shop/CategoryPage') },
  { path: '/shop/honeymoon-cash-funds', title: 'Cash & honeymoon funds', load: () => import('../routes/shop/CashFundsPage') },
  { path: '/shop/product/:slug', title: 'Product', load: () => import('../routes/shop/ProductPage') },
  { path: '/shop/search', title: 'Search the shop', load: () => import('../routes/shop/SearchPage') },

  // Cart and checkout
  { path: '/cart', title: 'Your cart', load: () => import('../routes/checkout/CheckoutPages').then((m) => ({ default: m.CartPage })) },
  {
    path: '/checkout',
    title: 'Checkout',
    load: () => import('../routes/checkout/CheckoutPages').then((m) => ({ default: m.CheckoutPage })),
  },
  {
    path: '/checkout/confirmation/:orderNumber',
    title: 'Order confirmation',
    load: () => import('../routes/checkout/CheckoutPages').then((m) => ({ default: m.ConfirmationPage })),
  },

  // Account
  { path: '/account/login', title: 'Log in', load: () => import('../routes/account/LoginPage') },
  { path: '/account/signup', title: 'Create your account', load: () => import('../routes/account/SignupPage') },
  { path: '/account/forgot-password', title: 'Reset your password', load: () => import('../routes/account/ForgotPasswordPage') },
  { path: '/account/reset-password', title: 'Choose a new password', load: () => import('../routes/account/ResetPasswordPage') },
  { path: '/account/confirm', title: 'Finish creating your account', load: () => import('../routes/account/ConfirmSignupPage') },
  { path: '/account/unlock', title: 'Unlock your account', load: () => import('../routes/account/UnlockPage') },
  { path: '/account/settings/info', title: 'Account settings', load: () => import('../routes/account/SettingsPage') },
  { path: '/wedding/onboard/wedding-planning', title: 'Get started', load: () => import('../routes/account/OnboardingPage') },

  // The couple's wedding (issue 25): edit it and plan together, the guided start, a partner's invitation link
  { path: '/wedding-planning/your-wedding', title: 'Your wedding', load: () => import('../routes/wedding/YourWeddingPage') },
  { path: '/wedding/setup', title: 'Set up your wedding', load: () => import('../routes/wedding/WeddingSetupPage') },
  { path: '/wedding/join', title: 'Join your wedding', load: () => import('../routes/wedding/JoinWeddingPage') },
  // A couple's published wedding website (issue 28); the server sends its link-preview head.
  { path: '/wedding/:slug', title: 'Wedding website', load: () => import('../routes/website/WeddingSitePage') },

  // Planning
  // The couple's home (issue 25) and the planning checklist its card and the primary nav link to.
  { path: '/wedding-planning/dashboard', title: 'Your wedding dashboard', load: () => import('../routes/planning/DashboardPage') },
  { path: '/wedding-planning/checklist', title: 'Wedding checklist', load: () => import('../routes/planning/ChecklistPage') },
  // The seating chart (issue 29): a floor plan per event of the guest list.
  { path: '/wedding-planning/seating-chart', title: 'Seating chart', load: () => import('../routes/planning/SeatingChartPage') },
  // Invitations and paper (issue 30): the paper home, the guests' /universal, a catalogue per card
  // type (one page: the path says which), the suites, a design's page and the free sample box.
  {
    path: '/wedding-planning/paper',
    title: 'Invitations & paper',
    load: () => import('../routes/paper/PaperHomePage').then((m) => ({ default: m.PaperHomePage })),
  },
  {
    path: '/universal',
    title: 'Paper for every occasion',
    load: () => import('../routes/paper/PaperHomePage').then((m) => ({ default: m.UniversalPage })),
  },
  {
    path: '/wedding-planning/universal',
    title: 'Paper for every occasion',
    load: () => import('../routes/paper/PaperHomePage').then((m) => ({ default: m.UniversalRedirect })),
  },
  // One entry each (the build reads this file's text for each route's preloads); contracts/paper.ts PAPER_CATALOGUES.
  { path: '/wedding-planning/invitations', title: 'Wedding invitations', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/save-the-date', title: 'Save the dates', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/change-the-date', title: 'Change the dates', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/thank-you-cards', title: 'Thank-you cards', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/menus', title: 'Menus', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/enclosures', title: 'Enclosure cards', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/place-cards', title: 'Place cards', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/holiday-cards', title: 'Holiday cards', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/programs', title: 'Programs', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/bridal-shower', title: 'Bridal shower invitations', load: () => import('../routes/paper/CataloguePage') },
  { path: '/wedding-planning/projects', title: 'Your paper projects', load: () => import('../routes/paper/ProjectsPage') },
  { path: '/wedding-planning/projects/:id', title: 'Personalise your card', load: () => import('../routes/paper/CustomizePage') },
  { path: '/wedding-planning/suites/shop', title: 'Invitation suites', load: () => import('../routes/paper/SuitesPage') },
  { path: '/wedding-planning/paper/design/:slug', title: 'Paper design', load: () => import('../routes/paper/DesignPage') },
  {
    path: '/wedding-planning/paper/design/:slug/customize',
    title: 'Personalise your card',
    load: () => import('../routes/paper/CustomizeStartPage'),
  },
  { path: '/wedding-planning/paper/samples', title: 'Free samples', load: () => import('../routes/paper/SamplesPage') },
  // Paper by mail (issue 30): envelopes from the guest list, thank-you cards from the gift tracker.
  { path: '/wedding-planning/paper/envelopes', title: 'Address your envelopes', load: () => import('../routes/paperMail/EnvelopesPage') },
  {
    path: '/wedding-planning/thank-you-cards/send',
    title: 'Send thank-you cards',
    load: () => import('../routes/paperMail/ThankYouCardsPage'),
  },
  {
    path: '/wedding-planning/digital/save-the-date',
    title: 'Digital save the dates',
    load: () => import('../routes/saveTheDate/DigitalSaveTheDatePage'),
  },
  {
    path: '/wedding-planning/digital/save-the-date/card/:token',
    title: 'Your save the date',
    load: () => import('../routes/saveTheDate/RecipientCardPage'),
  },
  {
    path: '/wedding-planning/guests',
    title: 'Guest list',
    load: () => import(/* webpackChunkName: "guests" */ '../routes/guests/GuestsPage'),
  },
  {
    path: '/wedding-planning/guests/import',
    title: 'Import, export and addresses',
    load: () => import('../routes/guests/GuestImportPage'),
  },
  { path: '/wedding-planning/guests/collect/:token', title: 'Share your address', load: () => import('../routes/guests/GuestCollectPage') },
  { path: '/wedding-planning/website', title: 'Your wedding website', load: () => import('../routes/website/WebsiteEditorPage') },
  soon('/wedding-planning/app', 'The Confetti app'),
  // The wedding budget (issue 29); the planning menus' older address sends couples to it.
  { path: '/wedding-budget', title: 'Wedding budget', load: () => import('../routes/planning/BudgetPage') },
  { path: '/wedding-planning/budget', title: 'Wedding budget', load: () => import('../routes/planning/BudgetRedirect') },

  // Others
  // Photo albums (issue 31): the formats and prices, the couple's albums, and the builder.
  { path: '/wedding-albums', title: 'Wedding albums', load: () => import('../routes/albums/AlbumsPage') },
  { path: '/wedding-albums/shop', title: 'Shop wedding albums', load: () => import('../routes/albums/AlbumsShopPage') },
  { path: '/wedding-albums/:id', title: 'Album builder', load: () => import('../routes/albums/AlbumBuilderPage') },
  // Inspiration and real weddings (issue 31): browse, a wedding's page, the style quiz, boards and
  // a board's read-only link. /inspire is the same inspiration at one address (a redirect).
  { path: '/inspiration', title: 'Real weddings and inspiration', load: () => import('../routes/inspiration/InspirationPage') },
  { path: '/inspiration/onboard', title: 'Your wedding style', load: () => import('../routes/inspiration/StyleQuizPage') },
  { path: '/inspire', title: 'Real weddings and inspiration', load: () => import('../routes/inspiration/InspireRedirect') },
  { path: '/inspiration/weddings/:slug', title: 'Real wedding', load: () => import('../routes/inspiration/RealWeddingPage') },
  { path: '/inspiration/boards', title: 'Your inspiration boards', load: () => import('../routes/inspiration/BoardsPage') },
  { path: '/inspiration/boards/:id', title: 'Board', load: () => import('../routes/inspiration/BoardPage') },
  { path: '/inspiration/shared/:token', title: 'A shared board', load: () => import('../routes/inspiration/SharedBoardPage') },
  // The community (issue 31): boards, a board's threads, a thread, search, and staff's moderation queue.
  { path: '/community', title: 'Community', load: () => import('../routes/community/CommunityPage') },
  { path: '/community/boards/:slug', title: 'Community board', load: () => import('../routes/community/BoardPage') },
  { path: '/community/threads/:id', title: 'Community thread', load: () => import('../routes/community/ThreadPage') },
  { path: '/community/search', title: 'Search the community', load: () => import('../routes/community/CommunitySearchPage') },
  { path: '/community/moderation', title: 'Community moderation', load: () => import('../routes/community/ModerationPage') },
  { path: '/community/my-posts', title: 'My community posts', load: () => import('../routes/community/MyPostsPage') },
  { path: '/community/unsubscribe', title: 'Community digest mails', load: () => import('../routes/community/UnsubscribePage') },

  // Footer and public links
  infoPage('/privacy', 'Privacy policy', 'PrivacyPage'),
  infoPage('/terms', 'Terms of use', 'TermsPage'),
  { path: '/privacy-center', title: 'Do Not Sell / Share My Personal Information', load: () => import('../routes/info/PrivacyCenterPage') },
  infoPage('/webaccessibility', 'Web accessibility', 'AccessibilityPage'),
  infoPage('/about/index', 'About Confetti', 'AboutPage'),
  infoPage('/about/team', 'Our team', 'TeamPage'),
  infoPage('/about/press', 'Press', 'PressPage'),
  { path: '/expert-advice', title: 'Expert advice', load: () => import('../routes/info/ExpertAdvicePage') },
  { path: '/expert-advice/:slug', title: 'Expert advice', load: () => import('../routes/info/AdviceArticlePage') },
  { path: '/faq', title: 'Frequently asked questions', load: () => import('../routes/info/FaqPage') },
  {
    path: '/order-status',
    title: 'Track your order',
    load: () => import('../routes/checkout/OrderPages').then((m) => ({ default: m.OrderStatusPage })),
  },
  { path: '/returns', title: 'Returns', load: () => import('../routes/checkout/OrderPages').then((m) => ({ default: m.ReturnsPage })) },
  { path: '/contact-us', title: 'Contact us', load: () => import('../routes/info/ContactPage') },
  infoPage('/advisor', 'Registry advisor', 'AdvisorPage'),
];

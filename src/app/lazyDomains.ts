import type { AuthState } from '../features/auth/authState';
import type { CartState } from '../features/cart/cartSlice';
import type { CheckoutState } from '../features/checkout/checkoutSlice';
import type { DashboardState } from '../features/dashboard/dashboardSlice';
import type { RegistryState } from '../features/registry/registrySlice';
import type { WeddingState } from '../features/wedding/weddingSlice';
import type { RegistrySettingsState } from '../features/registrySettings/registrySettingsSlice';
import type { OutsideGiftsState } from '../features/outsideGifts/outsideGiftsSlice';
import type { GroupGiftsState } from '../features/groupGifts/groupGiftsSlice';
import type { GuestsState } from '../features/guests/guestsSlice';
import type { GuestIoState } from '../features/guestIo/guestIoSlice';
import type { GuestCollectState } from '../features/guestIo/guestCollectSlice';
import type { VendorsState } from '../features/vendors/vendorsState';
import type { InboxState } from '../features/inbox/inboxState';
import type { FulfilmentState } from '../features/fulfilment/fulfilmentSlice';
import type { WebsiteState } from '../features/website/websiteSlice';
import type { CreditState } from '../features/credit/creditSlice';
import type { ChecklistState } from '../features/checklist/checklistSlice';
import type { SearchState } from '../features/search/searchSlice';
import type { SeatingSliceState } from '../features/seating/seatingSlice';
import type { BudgetState } from '../features/budget/budgetSlice';
import type { PaperState } from '../features/paper/paperSlice';
import type { CommunityState } from '../features/community/communitySlice';
import type { SaveTheDateState } from '../features/saveTheDate/saveTheDateSlice';
import type { InspirationState } from '../features/inspiration/inspirationSlice';
import type { PaperProjectsState } from '../features/paperProjects/paperProjectsSlice';
import type { AlbumsState } from '../features/albums/albumsSlice';
import type { PaperOrderState } from '../features/paperOrder/paperOrderSlice';
import type { ProductPageState } from '../features/productPage/productPageSlice';
import type { PaperMailState } from '../features/paperMail/paperMailSlice';
import { lazyDomain } from './lazyDomain';

/**
 * The domains whose code loads on first use (lazyDomain.ts): the home page's first load has a
 * budget (README, `npm run size`), and no page outside these domains reads their state. The root
 * reducer and root saga carry only what is here.
 */

/**
 * The registry, with its gifts from other stores (issue 26: a guest's "I bought this", the couple's
 * import by web address, only ever on registry pages) and group gifting (the couple's price rule,
 * switches and contributors): slices, sagas and API arrive with the first `registry/…`,
 * `outsideGifts/…` or `groupGifts/…` event.
 */
export const registryDomain = lazyDomain<{ registry: RegistryState; outsideGifts: OutsideGiftsState; groupGifts: GroupGiftsState }>(
  ['registry', 'outsideGifts', 'groupGifts'],
  () => import('../features/registry/registryDomain'),
);

/**
 * The cart and checkout, loaded together: checkout answers carry the cart and the cart's pages
 * change lines through checkout calls. Only the nav's count (cartCountSlice.ts) is in the first load.
 */
export const commerceDomain = lazyDomain<{ cart: CartState; checkout: CheckoutState }>(
  ['cart', 'checkout'],
  () => import('../features/checkout/commerceDomain'),
);

/**
 * Log-in, sign-up, reset, onboarding and account settings: most visits never log in, so the slice,
 * sagas, API and the cookie library stay out of the first load (its events are in authEvents.ts).
 */
export const authDomain = lazyDomain<{ auth: AuthState }>(['auth'], () => import('../features/auth/authDomain'));

/** The couple's wedding (issue 25): "Your wedding", the guided start and the join page load it with their first event. */
export const weddingDomain = lazyDomain<{ wedding: WeddingState }>(['wedding'], () => import('../features/wedding/weddingDomain'));

/** The couple's dashboard (issue 25): only signed-in couples open it, so it stays out of the first load. */
export const dashboardDomain = lazyDomain<{ dashboard: DashboardState }>(
  ['dashboard'],
  () => import('../features/dashboard/dashboardDomain'),
);

/** The registry's settings page (URL key, visibility, welcome note, couple photo, shipping address). */
export const registrySettingsDomain = lazyDomain<{ registrySettings: RegistrySettingsState }>(
  ['registrySettings'],
  () => import('../features/registrySettings/registrySettingsDomain'),
);

/** The guest list (issue 27): households, events, RSVPs; only the couple's guest list page raises its events. */
export const guestsDomain = lazyDomain<{ guests: GuestsState }>(
  ['guests'],
  () => import(/* webpackChunkName: "guests" */ '../features/guests/guestsDomain'),
);

/**
 * The guest list's import, export, labels and address-collection link (issue 27), with the guest's
 * collection page: loaded by the first `guestIo/…` or `guestCollect/…` event.
 */
export const guestIoDomain = lazyDomain<{ guestIo: GuestIoState; guestCollect: GuestCollectState }>(
  ['guestIo', 'guestCollect'],
  () => import('../features/guestIo/guestIoDomain'),
);

/**
 * The vendor marketplace (search, storefronts, inquiries, favorites) and the conversations between
 * couples and vendors (features/inbox): loaded with their pages. The
 * searched location, which the header's and home page's links read, is in the first load
 * (features/vendors/vendorLocationSlice.ts).
 */
export const vendorsDomain = lazyDomain<{ vendors: VendorsState; inbox: InboxState }>(
  ['vendors', 'inbox'],
  () => import('../features/vendors/vendorsDomain'),
);

/**
 * After the purchase (issue 26): the couple's held gifts and their "hold gifts, ship later" choice,
 * loaded by the first `fulfilment/…` event (the gift tracker and registry settings raise them).
 */
export const fulfilmentDomain = lazyDomain<{ fulfilment: FulfilmentState }>(
  ['fulfilment'],
  () => import('../features/fulfilment/fulfilmentDomain'),
);
/** The wedding website (issue 28): the couple's editor and the guest's /wedding/{slug} page load it with their first event. */
export const websiteDomain = lazyDomain<{ website: WebsiteState }>(
  ['website'],
  () => import(/* webpackChunkName: "website" */ '../features/website/websiteDomain'),
);

/**
 * Store credit (issue 26): the account's balance and history, a gift exchanged for credit, and the
 * couple's completion discount; loaded by the first `credit/…` event of the pages that show them.
 */
export const creditDomain = lazyDomain<{ credit: CreditState }>(['credit'], () => import('../features/credit/creditDomain'));

/** The wedding checklist (issue 29): loaded by the first `checklist/…` event (its page's). */
export const checklistDomain = lazyDomain<{ checklist: ChecklistState }>(
  ['checklist'],
  () => import('../features/checklist/checklistDomain'),
);

/**
 * Site-wide search (issue 32): the header's suggestions and the results page's matches, loaded by
 * the first `search/…` event (the header's combobox, itself loaded when the field is first used).
 */
export const searchDomain = lazyDomain<{ search: SearchState }>(['search'], () => import('../features/search/searchDomain'));

/** The seating chart (issue 29): loaded by the first `seating/…` event (its page's). */
export const seatingDomain = lazyDomain<{ seating: SeatingSliceState }>(['seating'], () => import('../features/seating/seatingDomain'));

/** The wedding budget (issue 29): loaded by the first `budget/…` event (its page's). */
export const budgetDomain = lazyDomain<{ budget: BudgetState }>(['budget'], () => import('../features/budget/budgetDomain'));

/**
 * The paper catalogue, the cards being made and ordering them (issue 30): loaded by the first
 * `paper/…`, `paperProjects/…` or `paperOrder/…` event (the paper pages raise them).
 */
export const paperDomain = lazyDomain<{ paper: PaperState; paperProjects: PaperProjectsState; paperOrder: PaperOrderState }>(
  ['paper', 'paperProjects', 'paperOrder'],
  () => import('../features/paperProjects/paperDomain'),
);

/**
 * The community (issue 31): boards, threads, posting and moderation; loaded by the first
 * `community/…` event. Its pages import communityDomain.ts too, so the route's preload tags fetch
 * the domain's code with the page (it is then here at once) rather than after the page has run.
 */
export const communityDomain = lazyDomain<{ community: CommunityState }>(
  ['community'],
  () => import('../features/community/communityDomain'),
);

/**
 * Digital save-the-dates (issue 30): the couple's compose-and-send page and a recipient's card,
 * loaded by the first `saveTheDate/…` event.
 */
export const saveTheDateDomain = lazyDomain<{ saveTheDate: SaveTheDateState }>(
  ['saveTheDate'],
  () => import('../features/saveTheDate/saveTheDateDomain'),
);

/**
 * Paper by mail (issue 30): envelopes addressed from the guest list and thank-you cards from the
 * gift tracker, loaded by the first `paperMail/…` event.
 */
export const paperMailDomain = lazyDomain<{ paperMail: PaperMailState }>(
  ['paperMail'],
  () => import('../features/paperMail/paperMailDomain'),
);

/** Inspiration and real weddings (issue 31): loaded by the first `inspiration/…` event (its pages raise them). */
export const inspirationDomain = lazyDomain<{ inspiration: InspirationState }>(
  ['inspiration'],
  () => import('../features/inspiration/inspirationDomain'),
);

/** Photo albums (issue 31): the shop, the couple's albums and the builder; loaded by the first `albums/…` event. */
export const albumsDomain = lazyDomain<{ albums: AlbumsState }>(['albums'], () => import('../features/albums/albumsDomain'));

/**
 * A product page's reviews, review form and related rows (issue 32), loaded by the first
 * `productPage/…` event, which only the product page raises.
 */
export const productPageDomain = lazyDomain<{ productPage: ProductPageState }>(
  ['productPage'],
  () => import('../features/productPage/productPageDomain'),
);

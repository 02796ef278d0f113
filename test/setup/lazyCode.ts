/**
 * What the app loads on first use (a lazy domain's slices and sagas, a modal, the footer,
 * react-slick) reaches a test through jest's module loader, which transforms and runs the whole
 * module graph the first time, in one go. On a busy machine, or on a fresh clone with nothing
 * transformed yet, that can take longer than findBy's one second: a test that then waited with
 * findBy for what the code shows raced the loader, not the page. Such a test loads the code first
 * (`beforeAll(loadLazyCode)`), as the browser has it before the user sees the page, and then waits
 * only for the page's own work. A route's page is loaded with `preloadPage(path)` (src/app/router).
 */
export async function loadLazyCode(): Promise<void> {
  await Promise.all([
    // src/app/lazyDomains.ts (each domain's code is one module)
    import('../../src/features/registry/registryDomain'),
    import('../../src/features/registrySettings/registrySettingsDomain'),
    import('../../src/features/fulfilment/fulfilmentDomain'),
    import('../../src/features/guests/guestsDomain'),
    import('../../src/features/website/websiteDomain'),
    import('../../src/features/checkout/commerceDomain'),
    import('../../src/features/auth/authDomain'),
    import('../../src/features/vendors/vendorsDomain'),
    import('../../src/features/credit/creditDomain'),
    import('../../src/features/search/searchDomain'),
    import('../../src/features/budget/budgetDomain'),
    import('../../src/features/albums/albumsDomain'),
    import('../../src/features/productPage/productPageDomain'),
    // src/features/search/components/HeaderSearch.tsx: the combobox, on first focus
    import('../../src/features/search/components/SearchCombobox'),
    // src/features/modals/modalRegistry.ts
    import('../../src/features/auth/components/AuthModal'),
    import('../../src/features/auth/components/TwoFactorActionModal'),
    import('../../src/features/vendors/components/BookingStatusReminderModal'),
    import('../../src/features/registry/components/PublishRegistryModal'),
    import('../../src/features/cart/components/CartModal'),
    import('../../src/features/checkout/components/CheckoutModals'),
    // src/routes/guests/GuestsPage.tsx: the editing dialogs (they carry the zod schemas)
    import('../../src/features/guests/components/HouseholdDialog'),
    import('../../src/features/guests/components/EventsDialog'),
    // src/routes/HomePage.tsx
    import('../../src/features/marketing/components/HomeClosingBlocks'),
    // src/app/layout/MainLayout.tsx, src/components/Carousel/Carousel.tsx
    import('../../src/features/footer/components/Footer'),
    import('../../src/components/Carousel/SlickCarousel'),
  ]);
}

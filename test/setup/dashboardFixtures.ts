import type { DashboardView } from '../../src/contracts/dashboard';

/** A dashboard answer as server/API.md documents it (for the SPA's tests). */
export function dashboardFixture(over: Partial<DashboardView> = {}): DashboardView {
  return {
    wedding: {
      slug: 'alex-and-jordan',
      role: 'OWNER',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
      wedding_date: '2027-06-12',
      tentative_year: null,
      tentative_month: null,
      tentative_season: null,
      time_zone: 'America/New_York',
      city: 'Hudson',
      state_province: 'NY',
      days_to_go: 199,
    },
    registry: {
      registry_key: 'alex-and-jordan',
      is_published: true,
      items: 24,
      gifts_requested: 40,
      gifts_purchased: 9,
      cash_funds_raised_cents: 45_000,
      gifts_received: 11,
      thank_yous_to_write: 4,
    },
    cards: [
      {
        tool: 'guestList' as const,
        available: true,
        state: 'IN_PROGRESS' as const,
        path: '/wedding-planning/guests',
        stats: { guests: 121, rsvps_received: 61 },
      },
      {
        tool: 'website',
        available: true,
        state: 'IN_PROGRESS',
        path: '/wedding-planning/website',
        stats: { published: false },
      },
      {
        tool: 'checklist',
        available: true,
        state: 'IN_PROGRESS',
        path: '/wedding-planning/checklist',
        stats: { done: 12, overdue: 2, total: 80 },
      },
      {
        tool: 'budget',
        available: true,
        state: 'IN_PROGRESS',
        path: '/wedding-budget',
        stats: { spent_cents: 450_000, allocated_cents: 3_000_000 },
      },
      {
        tool: 'vendors',
        available: true,
        state: 'IN_PROGRESS',
        path: '/wedding-vendors',
        stats: { booked: 1, inquiries: 3, favorites: 5 },
      },
      { tool: 'registry', available: true, state: 'DONE', path: '/my-registry', stats: { items: 24, is_published: true } },
      {
        tool: 'seating',
        available: true,
        state: 'IN_PROGRESS',
        path: '/wedding-planning/seating-chart',
        stats: { placed: 40, guests: 96 },
      },
      {
        tool: 'paper',
        available: true,
        state: 'IN_PROGRESS',
        path: '/wedding-planning/paper',
        stats: { projects: 2, save_the_date_sends: 1 },
      },
    ],
    ...over,
  };
}

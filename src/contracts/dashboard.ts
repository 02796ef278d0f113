import { z } from 'zod';
import { text } from './inputs';

/**
 * The couple's dashboard (issue 25): GET /web-api/v2/dashboard. One answer says where the couple
 * stand: their wedding and the days to go (in the wedding's own time zone), the registry's
 * progress, and one card per planning tool. A tool that does not exist yet answers `available:
 * false` with no numbers (the page shows an honest "start" card); when it lands it fills `stats`.
 */

/** The query: which of the user's weddings (its slug); the first one by default. */
export const dashboardQuery = z.object({
  // text(): trimmed, no NUL or lone surrogates (PostgreSQL refuses them in a query).
  wedding: text(120, { tooLong: 'must be 120 characters or fewer' }).min(1, 'is required').optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const DASHBOARD_TOOLS = ['guestList', 'website', 'checklist', 'budget', 'seating', 'paper', 'vendors', 'registry'] as const;
export type DashboardTool = (typeof DASHBOARD_TOOLS)[number];

/** Each tool's page (today's, coming soon or real): the card links there. */
export const DASHBOARD_TOOL_PATHS: Record<DashboardTool, string> = {
  guestList: '/wedding-planning/guests',
  website: '/wedding-planning/website',
  checklist: '/wedding-planning/checklist',
  budget: '/wedding-budget',
  seating: '/wedding-planning/seating-chart',
  paper: '/wedding-planning/paper',
  vendors: '/wedding-vendors',
  registry: '/my-registry',
};

/** The dashboard page's own path (the `yourWedding` primary item, the signed-in couple's home). */
export const DASHBOARD_PATH = '/wedding-planning/dashboard';

export const toolState = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'DONE']);
export type ToolState = z.infer<typeof toolState>;

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

/** What each tool will report once it exists (the shapes are fixed now so cards need no change). */
const toolStats = {
  guestList: z.object({ guests: count, rsvps_received: count }),
  website: z.object({ published: z.boolean() }),
  checklist: z.object({ done: count, overdue: count, total: count }),
  budget: z.object({ spent_cents: cents, allocated_cents: cents }),
  seating: z.object({ placed: count, guests: count }),
  paper: z.object({ projects: count, save_the_date_sends: count }),
  vendors: z.object({ booked: count, inquiries: count, favorites: count }),
  registry: z.object({ items: count, is_published: z.boolean() }),
} as const;

const card = <T extends DashboardTool, S extends z.ZodType>(tool: T, stats: S) =>
  z.object({
    tool: z.literal(tool),
    /** False while the tool is not built: state NOT_STARTED, stats null. */
    available: z.boolean(),
    state: toolState,
    path: z.string(),
    stats: stats.nullable(),
  });

export const dashboardCard = z.discriminatedUnion('tool', [
  card('guestList', toolStats.guestList),
  card('website', toolStats.website),
  card('checklist', toolStats.checklist),
  card('budget', toolStats.budget),
  card('seating', toolStats.seating),
  card('paper', toolStats.paper),
  card('vendors', toolStats.vendors),
  card('registry', toolStats.registry),
]);
export type DashboardCard = z.infer<typeof dashboardCard>;
export type DashboardCardOf<T extends DashboardTool> = Extract<DashboardCard, { tool: T }>;

export const dashboardWedding = z.object({
  slug: z.string(),
  role: z.enum(['OWNER', 'PARTNER']),
  owner_first_name: z.string(),
  owner_last_name: z.string(),
  partner_first_name: z.string(),
  partner_last_name: z.string(),
  /** YYYY-MM-DD, or null when not decided (then the tentative month/season may say roughly when). */
  wedding_date: z.string().nullable(),
  tentative_year: z.number().int().nullable(),
  tentative_month: z.number().int().min(1).max(12).nullable(),
  tentative_season: z.enum(['SPRING', 'SUMMER', 'FALL', 'WINTER']).nullable(),
  time_zone: z.string(),
  city: z.string(),
  state_province: z.string(),
  /** Calendar days from today in the wedding's time zone; 0 on the day; negative after; null without a date. */
  days_to_go: z.number().int().nullable(),
});
export type DashboardWedding = z.infer<typeof dashboardWedding>;

/** The registry's progress, as the gift tracker and the couple's items know it; null without a registry. */
export const registryProgress = z.object({
  registry_key: z.string(),
  is_published: z.boolean(),
  items: count,
  /** Quantities asked for and bought, over gifts that have a quantity (not cash funds). */
  gifts_requested: count,
  gifts_purchased: count,
  cash_funds_raised_cents: cents,
  /** Gifts received (the gift tracker), and those without a thank-you note yet. */
  gifts_received: count,
  thank_yous_to_write: count,
});
export type RegistryProgress = z.infer<typeof registryProgress>;

export const dashboardView = z.object({
  wedding: dashboardWedding,
  registry: registryProgress.nullable(),
  cards: z.array(dashboardCard),
});
export type DashboardView = z.infer<typeof dashboardView>;

// The wedding's calendar (its own time zone) is one rule for every tool: contracts/weddingDates.ts.
export { daysUntilWedding as daysUntil, todayInZone as todayIn } from './weddingDates';

/** The countdown's words: "143 days to go", "1 day to go", "Today's the day", "Married 3 days ago". */
export function daysToGoLabel(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return 'Today’s the day';
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} to go`;
  const ago = -days;
  return `Married ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
}

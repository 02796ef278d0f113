import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  paperProjects,
  registries,
  registryGifts,
  registryItems,
  stdSends,
  vendorBookings,
  vendorFavorites,
  vendorInquiries,
  weddingMembers,
  weddingWebsites,
  weddings,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { guestCardStats } from '../guests/service';
import { checklistCardStats } from '../checklist/service';
import { seatingCardStats } from '../seating/service';
import { budgetCardStats } from '../budget/service';
import {
  DASHBOARD_TOOL_PATHS,
  daysUntil,
  type DashboardCard,
  type DashboardCardOf,
  type DashboardView,
  type DashboardWedding,
  type RegistryProgress,
  type ToolState,
} from '../../../src/contracts/dashboard';

export const NO_WEDDING_MESSAGE = 'You have not set up your wedding yet. Start with the guided setup.';
export const WEDDING_NOT_FOUND_MESSAGE = 'We could not find that wedding.';

/**
 * The wedding the dashboard is for: one the user is OWNER or PARTNER of (the `wedding` slug, else
 * their first). Another couple's slug answers exactly as a slug that does not exist (BOLA: nothing
 * tells that it exists).
 */
async function memberWedding(db: Db, userId: number, slug: string | undefined) {
  const [row] = await db
    .select({ role: weddingMembers.role, wedding: weddings })
    .from(weddingMembers)
    .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
    .where(slug === undefined ? eq(weddingMembers.userId, userId) : and(eq(weddingMembers.userId, userId), eq(weddings.slug, slug)))
    .orderBy(asc(weddingMembers.weddingId))
    .limit(1);
  if (!row)
    throw slug === undefined
      ? new AppError(404, NO_WEDDING_MESSAGE, { code: 'dashboard.no_wedding' })
      : new AppError(404, WEDDING_NOT_FOUND_MESSAGE, { code: 'dashboard.wedding_not_found' });
  return row;
}

/**
 * The registry's progress from the same rows the gift tracker and the couple's summary read:
 * registry_items (quantities asked for and bought, cash funds' contributions) and registry_gifts
 * (received, thank-yous pending). Two aggregate queries; no cache is involved.
 */
async function registryProgress(db: Db, weddingId: number): Promise<RegistryProgress | null> {
  const [registry] = await db
    .select({ id: registries.id, slug: registries.slug, isPublished: registries.isPublished })
    .from(registries)
    .where(eq(registries.weddingId, weddingId))
    .limit(1);
  if (!registry) return null;
  const [[items], [gifts]] = await Promise.all([
    db
      .select({
        items: sql<number>`count(*)::int`,
        requested: sql<number>`coalesce(sum(${registryItems.requestedQty}) filter (where ${registryItems.kind} <> 'CASH_FUND'), 0)::int`,
        purchased: sql<number>`coalesce(sum(${registryItems.purchasedQty}) filter (where ${registryItems.kind} <> 'CASH_FUND'), 0)::int`,
        raised: sql<number>`coalesce(sum(${registryItems.contributedCents}) filter (where ${registryItems.kind} = 'CASH_FUND'), 0)::int`,
      })
      .from(registryItems)
      .where(eq(registryItems.registryId, registry.id)),
    db
      .select({
        received: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where not ${registryGifts.thankYouSent})::int`,
      })
      .from(registryGifts)
      .where(eq(registryGifts.registryId, registry.id)),
  ]);
  return {
    registry_key: registry.slug,
    is_published: registry.isPublished,
    items: Number(items?.items ?? 0),
    gifts_requested: Number(items?.requested ?? 0),
    gifts_purchased: Number(items?.purchased ?? 0),
    cash_funds_raised_cents: Number(items?.raised ?? 0),
    gifts_received: Number(gifts?.received ?? 0),
    thank_yous_to_write: Number(gifts?.pending ?? 0),
  };
}

/** The vendor marketplace as the couple used it: vendors booked, contacted and saved, by either partner. */
async function vendorProgress(db: Db, weddingId: number) {
  const members = db.select({ userId: weddingMembers.userId }).from(weddingMembers).where(eq(weddingMembers.weddingId, weddingId));
  const [[booked], [inquiries], [favorites]] = await Promise.all([
    db
      .select({ n: countDistinct(vendorBookings.vendorId) })
      .from(vendorBookings)
      .where(and(inArray(vendorBookings.userId, members), eq(vendorBookings.status, 'BOOKED'))),
    db
      .select({ n: countDistinct(vendorInquiries.vendorId) })
      .from(vendorInquiries)
      .where(inArray(vendorInquiries.userId, members)),
    db
      .select({ n: countDistinct(vendorFavorites.vendorId) })
      .from(vendorFavorites)
      .where(inArray(vendorFavorites.userId, members)),
  ]);
  return { booked: Number(booked?.n ?? 0), inquiries: Number(inquiries?.n ?? 0), favorites: Number(favorites?.n ?? 0) };
}

/** The guest list's card: people on the list and RSVPs received; done when everyone has answered. */
function guestListCard(stats: { guests: number; rsvps_received: number }): DashboardCardOf<'guestList'> {
  let state: ToolState = 'NOT_STARTED';
  if (stats.guests > 0) state = stats.rsvps_received >= stats.guests ? 'DONE' : 'IN_PROGRESS';
  return { tool: 'guestList', available: true, state, path: DASHBOARD_TOOL_PATHS.guestList, stats };
}

/** Invitations and paper: cards being made (projects of the wedding) and save-the-date sends finished. */
async function paperCardStats(db: Db, weddingId: number): Promise<{ projects: number; save_the_date_sends: number }> {
  const [[projects], [sends]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paperProjects)
      .where(eq(paperProjects.weddingId, weddingId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(stdSends)
      .where(and(eq(stdSends.weddingId, weddingId), eq(stdSends.status, 'DONE'))),
  ]);
  return { projects: projects?.n ?? 0, save_the_date_sends: sends?.n ?? 0 };
}

/** Not started before the first card or send; in progress after (ordering paper is not built, so never done). */
function paperCard(stats: { projects: number; save_the_date_sends: number }): DashboardCardOf<'paper'> {
  const started = stats.projects + stats.save_the_date_sends > 0;
  return { tool: 'paper', available: true, state: started ? 'IN_PROGRESS' : 'NOT_STARTED', path: DASHBOARD_TOOL_PATHS.paper, stats };
}

/** The wedding website's card: not started before the couple makes their site, in progress while it is unpublished, done once guests can open it. */
function websiteCard(site: { published: boolean } | null): DashboardCardOf<'website'> {
  return {
    tool: 'website',
    available: true,
    state: !site ? 'NOT_STARTED' : site.published ? 'DONE' : 'IN_PROGRESS',
    path: DASHBOARD_TOOL_PATHS.website,
    stats: site ? { published: site.published } : null,
  };
}

async function websiteState(db: Db, weddingId: number): Promise<{ published: boolean } | null> {
  const [site] = await db
    .select({ published: weddingWebsites.published })
    .from(weddingWebsites)
    .where(eq(weddingWebsites.weddingId, weddingId));
  return site ?? null;
}

function registryCard(progress: RegistryProgress | null): DashboardCardOf<'registry'> {
  let state: ToolState = 'NOT_STARTED';
  if (progress && progress.items > 0) state = progress.is_published ? 'DONE' : 'IN_PROGRESS';
  return {
    tool: 'registry',
    available: true,
    state,
    path: DASHBOARD_TOOL_PATHS.registry,
    stats: progress ? { items: progress.items, is_published: progress.is_published } : null,
  };
}

/** The checklist's card: tasks done out of those not hidden, and how many are overdue. */
function checklistCard(stats: { done: number; overdue: number; total: number }): DashboardCardOf<'checklist'> {
  let state: ToolState = 'NOT_STARTED';
  if (stats.done > 0) state = stats.done >= stats.total ? 'DONE' : 'IN_PROGRESS';
  return { tool: 'checklist', available: true, state, path: DASHBOARD_TOOL_PATHS.checklist, stats };
}

/** The seating chart's card: attending guests seated out of those attending (on the event being seated); done when all are. */
function seatingCard(stats: { placed: number; guests: number; started: boolean }): DashboardCardOf<'seating'> {
  let state: ToolState = 'NOT_STARTED';
  if (stats.started) state = stats.guests > 0 && stats.placed >= stats.guests ? 'DONE' : 'IN_PROGRESS';
  return {
    tool: 'seating',
    available: true,
    state,
    path: DASHBOARD_TOOL_PATHS.seating,
    stats: { placed: stats.placed, guests: stats.guests },
  };
}

/**
 * The budget's card: what is paid so far out of the categories' targets. Not started before the
 * couple builds their budget, in progress after (a budget is never "done").
 */
function budgetCard(stats: { spent_cents: number; allocated_cents: number } | null): DashboardCardOf<'budget'> {
  return {
    tool: 'budget',
    available: true,
    state: stats ? 'IN_PROGRESS' : 'NOT_STARTED',
    path: DASHBOARD_TOOL_PATHS.budget,
    stats,
  };
}

function vendorsCard(stats: { booked: number; inquiries: number; favorites: number }): DashboardCardOf<'vendors'> {
  const started = stats.booked + stats.inquiries + stats.favorites > 0;
  return { tool: 'vendors', available: true, state: started ? 'IN_PROGRESS' : 'NOT_STARTED', path: DASHBOARD_TOOL_PATHS.vendors, stats };
}

/** GET /web-api/v2/dashboard: the couple's home in one answer. */
export async function dashboard(db: Db, userId: number, slug: string | undefined, now: Date): Promise<DashboardView> {
  const { role, wedding: w } = await memberWedding(db, userId, slug);
  const [registry, vendors, guests, checklist, seating, budget, website, paper] = await Promise.all([
    registryProgress(db, w.id),
    vendorProgress(db, w.id),
    guestCardStats(db, w.id),
    checklistCardStats(db, w, now),
    seatingCardStats(db, w.id),
    budgetCardStats(db, w.id),
    websiteState(db, w.id),
    paperCardStats(db, w.id),
  ]);
  const wedding: DashboardWedding = {
    slug: w.slug,
    role,
    owner_first_name: w.ownerFirstName,
    owner_last_name: w.ownerLastName,
    partner_first_name: w.partnerFirstName,
    partner_last_name: w.partnerLastName,
    wedding_date: w.weddingDate,
    tentative_year: w.tentativeYear,
    tentative_month: w.tentativeMonth,
    tentative_season: w.tentativeSeason,
    time_zone: w.timeZone,
    city: w.city,
    state_province: w.stateProvince,
    days_to_go: daysUntil(w.weddingDate, w.timeZone, now),
  };
  const cards: DashboardCard[] = [
    guestListCard(guests),
    websiteCard(website),
    checklistCard(checklist),
    budgetCard(budget),
    vendorsCard(vendors),
    registryCard(registry),
    seatingCard(seating),
    paperCard(paper),
  ];
  return { wedding, registry, cards };
}

import { and, desc, eq, or, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users, vendorInquiries, vendorReviews, vendors } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { REVIEWS_PAGE_SIZE, type ReviewAnswer, type ReviewsAnswer, type VendorReview } from '../../../src/contracts/vendors';

type ReviewRow = typeof vendorReviews.$inferSelect;

const view = (r: ReviewRow): VendorReview => ({ id: r.id, author: r.author, rating: r.rating, body: r.body, reviewedOn: r.reviewedOn });
const cursorOf = (r: ReviewRow) => `${r.reviewedOn}_${r.id}`;

/** A page of a vendor's reviews, newest first (ties by id), after the cursor `{reviewedOn}_{id}`: keyset, so every review is reached once. */
export async function reviewsPage(db: DbOrTx, vendorId: number, after?: string): Promise<ReviewsAnswer> {
  let where = eq(vendorReviews.vendorId, vendorId);
  if (after) {
    const [on, id] = after.split('_') as [string, string];
    where = and(where, or(lt(vendorReviews.reviewedOn, on), and(eq(vendorReviews.reviewedOn, on), lt(vendorReviews.id, Number(id)))))!;
  }
  const rows = await db
    .select()
    .from(vendorReviews)
    .where(where)
    .orderBy(desc(vendorReviews.reviewedOn), desc(vendorReviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  return { reviews: page.map(view), nextCursor: rows.length > REVIEWS_PAGE_SIZE ? cursorOf(page[page.length - 1]!) : null };
}

/** GET /vendors/{vendorId}/reviews. */
export async function listReviews(db: Db, vendorId: number, after?: string): Promise<ReviewsAnswer> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound('We could not find that vendor.');
  return reviewsPage(db, vendorId, after);
}

/** Whether the couple member may review the vendor: they wrote to it and have not reviewed it. */
export async function canReview(db: DbOrTx, userId: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({
      inquired: sql<boolean>`exists (select 1 from ${vendorInquiries} where ${vendorInquiries.userId} = ${userId} and ${vendorInquiries.vendorId} = ${vendorId})`,
      reviewed: sql<boolean>`exists (select 1 from ${vendorReviews} where ${vendorReviews.userId} = ${userId} and ${vendorReviews.vendorId} = ${vendorId})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.inquired) && !row?.reviewed;
}

/**
 * POST /vendors/{vendorId}/reviews: a couple member who sent the vendor an inquiry reviews it, once.
 * The vendor's count and mean rating change in the same transaction (the row is locked, so two
 * reviews at once both count); the unique (vendor, user) index refuses a second review.
 */
export async function writeReview(
  db: Db,
  userId: number,
  vendorId: number,
  input: { rating: number; body: string },
): Promise<ReviewAnswer> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
    if (!vendor) throw notFound('We could not find that vendor.');
    const [inquiry] = await tx
      .select({ id: vendorInquiries.id })
      .from(vendorInquiries)
      .where(and(eq(vendorInquiries.userId, userId), eq(vendorInquiries.vendorId, vendorId)))
      .limit(1);
    if (!inquiry) throw forbidden('You can review a vendor after you have written to them.');
    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    const author = `${user?.firstName || 'A couple'}${user?.lastName ? ` ${user.lastName[0]}.` : ''}`;
    const [review] = await tx
      .insert(vendorReviews)
      .values({ vendorId, userId, author, rating: input.rating, body: input.body, reviewedOn: sql`current_date` })
      .onConflictDoNothing()
      .returning();
    if (!review) throw conflict('You have already reviewed this vendor.');
    const [stats] = await tx
      .select({ n: sql<number>`count(*)::int`, mean: sql<number>`round(avg(${vendorReviews.rating}) * 10)::int` })
      .from(vendorReviews)
      .where(eq(vendorReviews.vendorId, vendorId));
    await tx.update(vendors).set({ reviewCount: stats!.n, ratingTenths: stats!.mean }).where(eq(vendors.id, vendorId));
    return { review: view(review), reviewCount: stats!.n, rating: stats!.mean / 10 };
  });
}

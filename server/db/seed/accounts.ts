import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { creditEntries, users, weddingMembers, weddings } from '../schema';
import { hashPassword } from '../../lib/passwords';

/** The demo identities the README lists; tests and reviewers rely on them. */
export const DEMO_PASSWORD = 'confetti-demo';

export const DEMO_USERS = [
  { email: 'alex@confetti.test', firstName: 'Alex', lastName: 'Morgan', creditBalanceCents: 2500 },
  { email: 'jordan@confetti.test', firstName: 'Jordan', lastName: 'Lee', creditBalanceCents: 0 },
  { email: 'sam@confetti.test', firstName: 'Sam', lastName: 'Patel', creditBalanceCents: 0 },
  { email: 'riley@confetti.test', firstName: 'Riley', lastName: 'Chen', creditBalanceCents: 0 },
  { email: 'guest@confetti.test', firstName: 'Casey', lastName: 'Guest', creditBalanceCents: 0 },
  { email: 'staff@confetti.test', firstName: 'Taylor', lastName: 'Support', creditBalanceCents: 0, isStaff: true },
] as const;

export const DEMO_WEDDINGS = [
  {
    slug: 'alex-and-jordan',
    owner: 'alex@confetti.test',
    partner: 'jordan@confetti.test',
    ownerFirstName: 'Alex',
    ownerLastName: 'Morgan',
    partnerFirstName: 'Jordan',
    partnerLastName: 'Lee',
    weddingDate: '2027-06-12',
    planningStage: 'PLANNING_VENUE_BOOKED',
  },
  {
    slug: 'sam-and-riley',
    owner: 'sam@confetti.test',
    partner: 'riley@confetti.test',
    ownerFirstName: 'Sam',
    ownerLastName: 'Patel',
    partnerFirstName: 'Riley',
    partnerLastName: 'Chen',
    weddingDate: '2026-09-19',
    planningStage: 'ALMOST_DONE',
  },
] as const;

export async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const created = await db
      .insert(users)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash,
        creditBalanceCents: u.creditBalanceCents,
        isStaff: 'isStaff' in u ? u.isStaff : false,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Store credit is kept by its ledger: a demo balance is the account's opening entry.
    if (created[0] && u.creditBalanceCents > 0)
      await db.insert(creditEntries).values({
        userId: created[0].id,
        amountCents: u.creditBalanceCents,
        balanceAfterCents: u.creditBalanceCents,
        reason: 'OPENING_BALANCE',
        description: 'Welcome credit',
      });
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${u.email}`);
    ids.set(u.email, row!.id);
  }
  for (const w of DEMO_WEDDINGS) {
    const [created] = await db
      .insert(weddings)
      .values({
        slug: w.slug,
        ownerFirstName: w.ownerFirstName,
        ownerLastName: w.ownerLastName,
        partnerFirstName: w.partnerFirstName,
        partnerLastName: w.partnerLastName,
        weddingDate: w.weddingDate,
        planningStage: w.planningStage,
      })
      .onConflictDoNothing()
      .returning({ id: weddings.id });
    if (!created) continue;
    await db.insert(weddingMembers).values([
      { weddingId: created.id, userId: ids.get(w.owner)!, role: 'OWNER' },
      { weddingId: created.id, userId: ids.get(w.partner)!, role: 'PARTNER' },
    ]);
  }
}

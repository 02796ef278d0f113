import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registries, users, weddingMembers, weddings } from '../../db/schema';
import type { UserContext } from '../../../src/contracts/user';
import { unauthorized } from '../../lib/errors';
import { assignExperiments } from '../experiments/assign';

export function guestContext(anonymousId: string): UserContext {
  return {
    email: null,
    is_guest: true,
    is_spoof: false,
    first_name: null,
    last_name: null,
    has_registry: false,
    credit_balance_cents: 0,
    user_role_account_weddings: [],
    user_experiments: assignExperiments(`anon:${anonymousId}`),
  };
}

/** The signed-in user's context: the user row, their weddings (with role) and whether any has a registry. */
export async function loadUserContext(db: Db, userId: number, isSpoof: boolean): Promise<UserContext | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const memberships = await db
    .select({ role: weddingMembers.role, wedding: weddings })
    .from(weddingMembers)
    .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
    .where(eq(weddingMembers.userId, userId));
  const weddingIds = memberships.map((m) => m.wedding.id);
  const registryRows = weddingIds.length
    ? await db
        .select({ weddingId: registries.weddingId, slug: registries.slug })
        .from(registries)
        .where(inArray(registries.weddingId, weddingIds))
    : [];
  const registryKeyOf = new Map(registryRows.map((r) => [r.weddingId, r.slug]));
  return {
    email: user.email,
    is_guest: false,
    is_spoof: isSpoof,
    first_name: user.firstName,
    last_name: user.lastName,
    has_registry: registryRows.length > 0,
    credit_balance_cents: user.creditBalanceCents,
    user_role_account_weddings: memberships.map(({ role, wedding }) => ({
      role,
      slug: wedding.slug,
      wedding_date: wedding.weddingDate,
      time_zone: wedding.timeZone,
      owner_first_name: wedding.ownerFirstName,
      owner_last_name: wedding.ownerLastName,
      partner_first_name: wedding.partnerFirstName,
      partner_last_name: wedding.partnerLastName,
      registry_key: registryKeyOf.get(wedding.id) ?? null,
    })),
    user_experiments: assignExperiments(`user:${userId}`),
  };
}

/**
 * The context of a user just authenticated (log-in, a verified code, a signed-in change), for the
 * answers whose contract promises one. Accounts are never deleted, so the row is there; a session
 * naming no user is answered as signed out rather than with a null context.
 */
export async function signedInContext(db: Db, userId: number, isSpoof: boolean): Promise<UserContext> {
  const context = await loadUserContext(db, userId, isSpoof);
  if (!context) throw unauthorized('Please log in again.');
  return context;
}

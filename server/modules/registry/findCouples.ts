import { and, asc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { registries, weddings } from '../../db/schema';
import { imageSrcSet, imageUrl } from '../../../src/contracts/media';
import { formatLocation, stateByCode } from '../../../src/contracts/locations';
import type { FindQuery } from '../../../src/contracts/registry';
import { isPastWeddingDate } from './access';
import { nameVariants } from './nicknames';

/**
 * GET registry/find, Find a couple (issue 26). A typed name matches a partner's name in one of four
 * ways, best first; the results are ranked by how well they matched, then by wedding date:
 *
 *   exact      4  the name itself ('jordan' → Jordan), case-insensitive
 *   nickname   3  a first name of the nickname table (nicknames.ts: 'bob' → Robert, 'alex' → Alexandra)
 *   prefix     2  the name starts with it ('mor' → Morgan)
 *   similar  0-1  trigram similarity at least pg_trgm's 0.3 ('jordon' → Jordan: 0.4), scored by it
 *
 * With a first and a last name, the same partner must match both and the scores add up. Each of the
 * four names has a GIN trigram index (migration 0021) that serves all three operators, so a search
 * is a BitmapOr of index scans (test/server/findCouplePostgres.test.ts EXPLAINs it on 30,000 couples).
 */

/** `LIKE` pattern for a case-insensitive prefix, with the user's own wildcards taken literally. */
const prefixPattern = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface NamePart {
  /** Lower-cased, as typed. */
  typed: string;
  pattern: string;
  /** Names that count as a nickname match (first names only). */
  variants: string[] | null;
}

function namePart(value: string | undefined, nicknames: boolean): NamePart | null {
  if (!value) return null;
  const typed = value.trim().toLowerCase();
  const variants = nicknames ? nameVariants(typed).slice(1) : [];
  return { typed, pattern: prefixPattern(typed), variants: variants.length > 0 ? variants : null };
}

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** Whether one name matches the typed part (every branch is an index condition on lower(column)). */
function nameMatches(column: AnyPgColumn, part: NamePart): SQL {
  const name = sql`lower(${column})`;
  const ways = [sql`${name} like ${part.pattern}`, sql`${name} % ${part.typed}`];
  if (part.variants) ways.unshift(sql`${name} = any(${textArray(part.variants)})`);
  return or(...ways)!;
}

/** The score of a name that matches (see the table above). */
function nameScore(column: AnyPgColumn, part: NamePart): SQL {
  const name = sql`lower(${column})`;
  const nickname = part.variants ? sql`when ${name} = any(${textArray(part.variants)}) then 3` : sql``;
  return sql`(case when ${name} = ${part.typed} then 4 ${nickname} when ${name} like ${part.pattern} then 2 else similarity(${name}, ${part.typed}) end)`;
}

/** The two statements of GET registry/find (a page, the count); exported so a test can EXPLAIN them. */
export function findCouplesQueries(db: Db, q: FindQuery) {
  const first = namePart(q.first_name, true);
  const last = namePart(q.last_name, false);
  const person = (firstName: AnyPgColumn, lastName: AnyPgColumn) => {
    const matches = [first && nameMatches(firstName, first), last && nameMatches(lastName, last)].filter((m): m is SQL => !!m);
    const scores = [first && nameScore(firstName, first), last && nameScore(lastName, last)].filter((s): s is SQL => !!s);
    return { matches: and(...matches)!, score: sql.join(scores, sql` + `) };
  };
  const owner = person(weddings.ownerFirstName, weddings.ownerLastName);
  const partner = person(weddings.partnerFirstName, weddings.partnerLastName);
  const conditions: SQL[] = [
    eq(registries.isPublished, true),
    // Only PUBLIC registries are listed (LINK_ONLY open by their link, PRIVATE for the couple alone).
    eq(registries.visibility, 'PUBLIC'),
    or(owner.matches, partner.matches)!,
  ];
  if (q.year !== undefined) {
    const from = q.month !== undefined ? `${q.year}-${String(q.month).padStart(2, '0')}-01` : `${q.year}-01-01`;
    const until =
      q.month !== undefined
        ? q.month === 12
          ? `${q.year + 1}-01-01`
          : `${q.year}-${String(q.month + 1).padStart(2, '0')}-01`
        : `${q.year + 1}-01-01`;
    conditions.push(gte(weddings.weddingDate, from), lt(weddings.weddingDate, until));
  }
  if (q.state !== undefined) {
    // The wedding's place is free text: its state as the code ('MO') or the name ('Missouri').
    const state = stateByCode(q.state)!;
    conditions.push(sql`upper(btrim(${weddings.stateProvince})) in (${state.stateCode}, ${state.name.toUpperCase()})`);
  }
  // A couple who hide their date and place are not found by either.
  if (q.year !== undefined || q.state !== undefined) conditions.push(eq(registries.hideDateAndLocation, false));
  const where = and(...conditions);
  const score = sql<number>`greatest(case when ${owner.matches} then ${owner.score} else 0 end, case when ${partner.matches} then ${partner.score} else 0 end)`;
  return {
    rows: db
      .select({
        slug: registries.slug,
        ownerFirstName: weddings.ownerFirstName,
        ownerLastName: weddings.ownerLastName,
        partnerFirstName: weddings.partnerFirstName,
        partnerLastName: weddings.partnerLastName,
        weddingDate: weddings.weddingDate,
        timeZone: weddings.timeZone,
        hideDateAndLocation: registries.hideDateAndLocation,
        city: weddings.city,
        stateProvince: weddings.stateProvince,
        couplePhotoId: weddings.couplePhotoId,
      })
      .from(weddings)
      .innerJoin(registries, eq(registries.weddingId, weddings.id))
      .where(where)
      .orderBy(sql`${score} desc`, sql`${weddings.weddingDate} asc nulls last`, asc(registries.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(weddings)
      .innerJoin(registries, eq(registries.weddingId, weddings.id))
      .where(where),
  };
}

/** GET registry/find: published, PUBLIC registries whose owner or partner names match what was typed, best match first. */
export async function findCouples(db: Db, q: FindQuery, now: Date) {
  const queries = findCouplesQueries(db, q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([queries.rows, queries.count]);
  const count = Number(total);
  return {
    registries: rows.map((r) => ({
      registry_key: r.slug,
      owner_first_name: r.ownerFirstName,
      owner_last_name: r.ownerLastName,
      partner_first_name: r.partnerFirstName,
      partner_last_name: r.partnerLastName,
      // The couple may hide the date and the place (registry settings).
      wedding_date: r.hideDateAndLocation ? null : r.weddingDate,
      is_past_wedding_date: isPastWeddingDate(r.weddingDate, r.timeZone, now),
      location: r.hideDateAndLocation ? null : formatLocation(r.city, r.stateProvince) || null,
      couple_photo: r.couplePhotoId
        ? { id: r.couplePhotoId, url: imageUrl(r.couplePhotoId, 320), src_set: imageSrcSet(r.couplePhotoId) }
        : null,
      registry_path: `/registry/${r.slug}`,
    })),
    total: count,
    page: q.page,
    page_size: q.page_size,
    // At least 1, like the listings: no matches is one empty page.
    page_count: Math.max(1, Math.ceil(count / q.page_size)),
  };
}

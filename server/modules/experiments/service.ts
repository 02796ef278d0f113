import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { experimentConversions, experimentExposures, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import {
  EXPERIMENT_KEYS,
  EXPERIMENTS,
  experimentVariations,
  experimentsConvertingOn,
  type ConversionEvent,
  type ExperimentKey,
  type VariationKey,
} from '../../../src/contracts/experiments';
import type { ExperimentReport } from '../../../src/contracts/experimentsApi';

/**
 * Who is being measured: the signed-in user, or the guest's anonymous id. The variation is
 * assigned to this subject (assign.ts) and the experiment session belongs to it.
 */
export type Subject = { kind: 'user'; userId: number } | { kind: 'anon'; anonymousId: string };
export const subjectId = (s: Subject) => (s.kind === 'user' ? `user:${s.userId}` : `anon:${s.anonymousId}`);

/**
 * The stored key of an experiment session: the subject and the SPA's session id, hashed. A session
 * id someone else made up cannot land in another visitor's rows, and a log-in starts a new session
 * (a new subject; the SPA also clears its session id then, spec §4).
 */
export const sessionKey = (subject: Subject, sessionId: string) => sha256(`${subjectId(subject)}|${sessionId}`);

/**
 * Records a session's first view of an experiment (spec §4: viewed at most once per session).
 * Returns whether this call recorded it; a repeat (or a concurrent twin) is a no-op whatever
 * variation it names: the first view is what the session saw first.
 */
export async function recordExposure(
  db: DbOrTx,
  input: { experiment: ExperimentKey; variation: VariationKey; subject: Subject; sessionId: string },
): Promise<boolean> {
  const rows = await db
    .insert(experimentExposures)
    .values({
      experimentKey: input.experiment,
      sessionKey: sessionKey(input.subject, input.sessionId),
      variation: input.variation,
      userId: input.subject.kind === 'user' ? input.subject.userId : null,
    })
    .onConflictDoNothing()
    .returning({ key: experimentExposures.experimentKey });
  return rows.length > 0;
}

/**
 * An event happened in a session: every experiment that converts on it (contracts/experiments.ts)
 * and that this session was exposed to gets its conversion, once, with the exposure's variation.
 * One statement: the exposure lookup and the insert cannot interleave with a twin request.
 * Returns the experiments converted by this call.
 */
export async function recordConversion(
  db: DbOrTx,
  input: { event: ConversionEvent; subject: Subject; sessionId: string },
): Promise<ExperimentKey[]> {
  const experiments = experimentsConvertingOn(input.event);
  if (experiments.length === 0) return [];
  const key = sessionKey(input.subject, input.sessionId);
  const rows = await db
    .insert(experimentConversions)
    .select(
      db
        .select({
          experimentKey: experimentExposures.experimentKey,
          sessionKey: experimentExposures.sessionKey,
          variation: experimentExposures.variation,
          event: sql<string>`${input.event}`.as('event'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(experimentExposures)
        .where(and(eq(experimentExposures.sessionKey, key), inArray(experimentExposures.experimentKey, experiments))),
    )
    .onConflictDoNothing()
    .returning({ key: experimentConversions.experimentKey });
  return rows.map((r) => r.key as ExperimentKey);
}

/** Conversion rate as a fraction rounded to 4 places (0 when nobody was exposed). */
export const conversionRate = (exposures: number, conversions: number) =>
  exposures === 0 ? 0 : Math.round((conversions / exposures) * 10000) / 10000;

/**
 * Every experiment with each of its variations (those it assigns, plus any seen through an
 * override outside production): exposures, conversions and the conversion rate.
 */
export async function experimentReport(db: DbOrTx): Promise<ExperimentReport> {
  const exposed = await db
    .select({ key: experimentExposures.experimentKey, variation: experimentExposures.variation, n: sql<number>`count(*)::int` })
    .from(experimentExposures)
    .groupBy(experimentExposures.experimentKey, experimentExposures.variation);
  const converted = await db
    .select({ key: experimentConversions.experimentKey, variation: experimentConversions.variation, n: sql<number>`count(*)::int` })
    .from(experimentConversions)
    .groupBy(experimentConversions.experimentKey, experimentConversions.variation);
  const count = (rows: typeof exposed, key: string, variation: string) =>
    rows.find((r) => r.key === key && r.variation === variation)?.n ?? 0;
  return {
    experiments: EXPERIMENT_KEYS.map((key) => {
      const variations = [...experimentVariations(key)] as string[];
      for (const row of [...exposed, ...converted])
        if (row.key === key && !variations.includes(row.variation)) variations.push(row.variation);
      return {
        key,
        summary: EXPERIMENTS[key].summary,
        conversion: EXPERIMENTS[key].conversion.description,
        variations: variations.map((variation) => {
          const exposures = count(exposed, key, variation);
          const conversions = count(converted, key, variation);
          return { variation, exposures, conversions, conversionRate: conversionRate(exposures, conversions) };
        }),
      };
    }),
  };
}

/** Whether a user is staff (the report's readers). */
export async function isStaffUser(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isStaff === true;
}

/** The report as text for the admin CLI: one block per experiment, a row per variation. */
export function formatReport(report: ExperimentReport): string {
  const lines: string[] = [];
  for (const e of report.experiments) {
    lines.push(`${e.key} — converts on: ${e.conversion}`);
    lines.push(`  ${'variation'.padEnd(12)} ${'exposures'.padStart(10)} ${'conversions'.padStart(12)} ${'rate'.padStart(8)}`);
    for (const v of e.variations) {
      lines.push(
        `  ${v.variation.padEnd(12)} ${String(v.exposures).padStart(10)} ${String(v.conversions).padStart(12)} ${`${(v.conversionRate * 100).toFixed(2)}%`.padStart(8)}`,
      );
    }
  }
  return lines.join('\n');
}

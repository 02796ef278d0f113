import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checklists, users, weddingMembers, weddings } from '../../db/schema';
import { addDays, isOverdue, type ChecklistTask } from '../../../src/contracts/checklist';
import { todayInZone } from '../../../src/contracts/weddingDates';
import { sha256 } from '../../lib/tokens';
import type { QueueOptions } from '../../plugins/jobs';
import { loadTasks } from './service';

/** `checklist.weekly-reminders`: the weekly mail of what is due, for every wedding that asked for it. */
export interface WeeklyRemindersJob {
  /** The Monday ('YYYY-MM-DD', UTC) of the week the run is for. */
  week: string;
}

declare module '../../plugins/jobs' {
  interface JobPayloads {
    'checklist.weekly-reminders': WeeklyRemindersJob;
  }
}

/** A run sends few mails (each is its own mail.send job): a few retries, 5 minutes per attempt. */
const REMINDERS_QUEUE: QueueOptions = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };
/** Runs go out on Mondays at 14:00 UTC (morning across the US). */
const SEND_HOUR_UTC = 14;
/** The mail lists tasks due within this many days (and those overdue). */
export const REMINDER_HORIZON_DAYS = 7;

/** The Monday (UTC) of the week `now` is in. */
export function weekOf(now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return addDays(day, -((now.getUTCDay() + 6) % 7));
}

/** A UUID named by a string (so a second send of the same run or mail is the same job, which pg-boss drops). */
function namedUuid(name: string): string {
  const h = sha256(name);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The tasks a reminder lists: not done, not hidden, overdue or due within the horizon. */
export function dueSoon(tasks: readonly ChecklistTask[], today: string): ChecklistTask[] {
  const horizon = addDays(today, REMINDER_HORIZON_DAYS);
  return tasks.filter((t) => !t.done && !t.hidden && t.due_date !== null && t.due_date <= horizon);
}

/**
 * One week's reminders at `now` (an explicit clock: tests pass theirs). For each wedding that opted
 * in, a conditional update claims the week (`reminder_last_week` older than this week, or none):
 * only one process, and one run, gets the row, so a couple gets one mail per week however many API
 * processes run the job. Then each member gets the list (nothing is sent when nothing is due).
 * Answers how many weddings were mailed.
 */
export async function sendWeeklyReminders(app: FastifyInstance, now: Date): Promise<{ weddings: number; mails: number }> {
  const week = weekOf(now);
  const candidates = await app.db
    .select({ id: checklists.weddingId })
    .from(checklists)
    .where(and(eq(checklists.remindersEnabled, true), or(isNull(checklists.reminderLastWeek), lt(checklists.reminderLastWeek, week))));
  let weddingsMailed = 0;
  let mails = 0;
  for (const { id } of candidates) {
    const claimed = await app.db
      .update(checklists)
      .set({ reminderLastWeek: week })
      .where(
        and(
          eq(checklists.weddingId, id),
          eq(checklists.remindersEnabled, true),
          or(isNull(checklists.reminderLastWeek), lt(checklists.reminderLastWeek, week)),
        ),
      )
      .returning({ id: checklists.weddingId });
    if (claimed.length === 0) continue;
    const [wedding] = await app.db.select().from(weddings).where(eq(weddings.id, id));
    if (!wedding) continue;
    const today = todayInZone(wedding.timeZone, now);
    const due = dueSoon(await loadTasks(app.db, id), today);
    if (due.length === 0) continue;
    const members = await app.db
      .select({ userId: users.id, email: users.email, firstName: users.firstName })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(weddingMembers.weddingId, id));
    for (const m of members) {
      await app.mailer.send(reminderMail(app.config.publicUrl, m.email, m.firstName, due, today), {
        id: namedUuid(`checklist-reminder:${id}:${week}:${m.userId}`),
      });
      mails += 1;
    }
    weddingsMailed += 1;
  }
  return { weddings: weddingsMailed, mails };
}

function reminderMail(publicUrl: string, to: string, firstName: string, due: readonly ChecklistTask[], today: string) {
  const lines = due.map((t) => `- ${t.title} (${isOverdue(t, today) ? 'overdue since' : 'due'} ${t.due_date})`);
  const link = `${publicUrl}/wedding-planning/checklist?status=open`;
  return {
    to,
    subject: due.length === 1 ? 'This week on your wedding checklist: 1 task' : `This week on your wedding checklist: ${due.length} tasks`,
    text: [
      `Hi ${firstName},`,
      '',
      'Here is what is due on your wedding checklist this week:',
      ...lines,
      '',
      `Open your checklist: ${link}`,
      '',
      'You get this mail because one of you turned on weekly reminders. Turn them off on the checklist page.',
    ].join('\n'),
  };
}

/** The next run's time: the coming Monday at 14:00 UTC (today's, if it is Monday before then). */
export function nextRunAt(now: Date): Date {
  const monday = Date.parse(`${weekOf(now)}T00:00:00Z`) + SEND_HOUR_UTC * 3_600_000;
  return new Date(monday > now.getTime() ? monday : monday + 7 * 86_400_000);
}

/** Queues the next weekly run; named by its week, so every process queuing it queues one job. */
async function queueNextRun(app: FastifyInstance, now: Date): Promise<void> {
  const at = nextRunAt(now);
  const week = weekOf(at);
  await app.jobs.send(
    'checklist.weekly-reminders',
    { week },
    { id: namedUuid(`checklist-weekly:${week}`), startAfterSeconds: Math.ceil((at.getTime() - now.getTime()) / 1000) },
  );
}

export async function registerChecklistJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('checklist.weekly-reminders', REMINDERS_QUEUE, async () => {
    const now = new Date();
    const sent = await sendWeeklyReminders(app, now);
    await queueNextRun(app, new Date(now.getTime() + 60_000));
    return sent;
  });
  app.addHook('onReady', async () => {
    await queueNextRun(app, new Date());
  });
}

import { z } from 'zod';
import { MAX_ID } from './inputs';
import { isCalendarDate } from './weddingDates';

/**
 * The wedding checklist (issue 29; server/API.md "The wedding checklist"): tasks in time buckets
 * before (and after) the wedding, generated once per wedding from the default tasks
 * (server/modules/checklist/defaultTasks.ts) and edited by both partners. Field names are the API's.
 */

/** The time buckets, in the order of the timeline. */
export const CHECKLIST_BUCKETS = [
  'MONTHS_12_PLUS',
  'MONTHS_9',
  'MONTHS_6',
  'MONTHS_4',
  'MONTHS_2',
  'MONTH_1',
  'WEEK',
  'DAY',
  'AFTER',
] as const;
export type ChecklistBucket = (typeof CHECKLIST_BUCKETS)[number];

export const CHECKLIST_BUCKET_LABELS: Record<ChecklistBucket, string> = {
  MONTHS_12_PLUS: '12 months or more before',
  MONTHS_9: '9 months before',
  MONTHS_6: '6 months before',
  MONTHS_4: '4 months before',
  MONTHS_2: '2 months before',
  MONTH_1: '1 month before',
  WEEK: 'The week of the wedding',
  DAY: 'The wedding day',
  AFTER: 'After the wedding',
};

/** Days before the wedding a generated task of each bucket is due (negative: after it). */
export const BUCKET_DAYS_BEFORE: Record<ChecklistBucket, number> = {
  MONTHS_12_PLUS: 365,
  MONTHS_9: 270,
  MONTHS_6: 180,
  MONTHS_4: 120,
  MONTHS_2: 60,
  MONTH_1: 30,
  WEEK: 7,
  DAY: 0,
  AFTER: -30,
};

/** 'YYYY-MM-DD' plus whole days (negative: minus), on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A generated task's due date: its bucket's distance from the wedding, or null while there is no date. */
export function generatedDueDate(weddingDate: string | null, bucket: ChecklistBucket): string | null {
  return weddingDate ? addDays(weddingDate, -BUCKET_DAYS_BEFORE[bucket]) : null;
}

/** Overdue: not done, not hidden, and its due date is before today (the wedding's calendar day). */
export function isOverdue(task: { due_date: string | null; done: boolean; hidden: boolean }, today: string): boolean {
  return !task.done && !task.hidden && task.due_date !== null && task.due_date < today;
}

export const TITLE_MAX = 140;
export const HOW_TO_MAX = 1000;
export const CHECKLIST_MESSAGES = {
  title: 'Give the task a name.',
  titleLong: `Keep the name under ${TITLE_MAX} characters.`,
  howToLong: `Keep the notes under ${HOW_TO_MAX} characters.`,
  date: 'Enter a real date, like 2027-06-12.',
  bucket: 'Choose when the task belongs.',
  version: 'Reload the checklist and try again.',
  assignee: 'Assign the task to one of the two of you.',
  notFound: 'That task isn’t on your checklist.',
  changedByPartner:
    'Your partner changed this task a moment ago. We’ve shown you their version: make your change again if you still want it.',
  doneByTool: 'This task is marked done because you booked a venue.',
  doneBySaveTheDates: 'This task is marked done because you sent your digital save-the-dates.',
  direction: 'Move the task up or down.',
} as const;

const dueDate = z
  .string({ message: CHECKLIST_MESSAGES.date })
  .refine((v) => isCalendarDate(v), CHECKLIST_MESSAGES.date)
  .nullable();
const title = z
  .string({ message: CHECKLIST_MESSAGES.title })
  .trim()
  .min(1, CHECKLIST_MESSAGES.title)
  .max(TITLE_MAX, CHECKLIST_MESSAGES.titleLong);
const howTo = z.string().trim().max(HOW_TO_MAX, CHECKLIST_MESSAGES.howToLong);
const bucket = z.enum(CHECKLIST_BUCKETS, { message: CHECKLIST_MESSAGES.bucket });
const version = z
  .number({ message: CHECKLIST_MESSAGES.version })
  .int(CHECKLIST_MESSAGES.version)
  .positive(CHECKLIST_MESSAGES.version)
  .max(MAX_ID, CHECKLIST_MESSAGES.version);
const assignee = z
  .number({ message: CHECKLIST_MESSAGES.assignee })
  .int(CHECKLIST_MESSAGES.assignee)
  .positive(CHECKLIST_MESSAGES.assignee)
  .max(MAX_ID, CHECKLIST_MESSAGES.assignee)
  .nullable();

export const taskIdParams = z.object({
  id: z.coerce
    .number({ message: CHECKLIST_MESSAGES.notFound })
    .int()
    .positive(CHECKLIST_MESSAGES.notFound)
    .max(MAX_ID, CHECKLIST_MESSAGES.notFound),
});

export const createTaskBody = z.object({
  title,
  how_to: howTo.default(''),
  bucket,
  due_date: dueDate.default(null),
  assignee_user_id: assignee.default(null),
});
export type CreateTaskBody = z.input<typeof createTaskBody>;

/** What changes, with the version the change was made on (an older one: 409, "changed by your partner"). */
export const updateTaskBody = z.object({
  version,
  title: title.optional(),
  how_to: howTo.optional(),
  bucket: bucket.optional(),
  /** A date the couple sets stays when the wedding date moves; null puts the task back on the generated date. */
  due_date: dueDate.optional(),
  assignee_user_id: assignee.optional(),
  done: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export type UpdateTaskBody = z.input<typeof updateTaskBody>;

export const moveTaskBody = z.object({
  version,
  direction: z.enum(['up', 'down'], { message: CHECKLIST_MESSAGES.direction }),
});
export type MoveTaskBody = z.infer<typeof moveTaskBody>;

export const remindersBody = z.object({ enabled: z.boolean({ message: 'Choose whether to get the weekly mail.' }) });

export const checklistTask = z.object({
  id: z.number(),
  /** The default task it came from, or null for one the couple added. */
  template_key: z.string().nullable(),
  title: z.string(),
  how_to: z.string(),
  bucket,
  /** A page of ours that does the task (the tool or a vendor category), with its label. */
  link_path: z.string().nullable(),
  link_label: z.string().nullable(),
  due_date: z.string().nullable(),
  /** The couple chose the due date (it stays when the wedding date moves). */
  due_date_custom: z.boolean(),
  position: z.number(),
  assignee_user_id: z.number().nullable(),
  done: z.boolean(),
  /** Done because the tool says so (a venue booked), not by a tick. */
  done_by_tool: z.boolean(),
  completed_at: z.string().nullable(),
  completed_by_user_id: z.number().nullable(),
  hidden: z.boolean(),
  /** The guest list's count on "Finish the guest list"; null on other tasks. */
  guest_count: z.number().nullable(),
  /** How many households got a digital save-the-date, on "Send save-the-dates"; null on other tasks. */
  save_the_dates_sent: z.number().nullable(),
  version: z.number(),
  updated_by_user_id: z.number().nullable(),
});
export type ChecklistTask = z.infer<typeof checklistTask>;

export const checklistMember = z.object({ user_id: z.number(), first_name: z.string(), role: z.enum(['OWNER', 'PARTNER']) });

export const checklistView = z.object({
  wedding_date: z.string().nullable(),
  /** Today on the wedding's calendar (overdue is decided against it). */
  today: z.string(),
  members: z.array(checklistMember),
  reminders_enabled: z.boolean(),
  tasks: z.array(checklistTask),
});
export type ChecklistView = z.infer<typeof checklistView>;

/** A 409's body on a stale edit: the message and the task as it is now. */
export type StaleTaskAnswer = { message: string; code: 'stale_task'; task: ChecklistTask };

// ---------------------------------------------------------------------------------------------
// Filters, kept in the page's URL: ?month=2027-03&status=open&who=12

export const CHECKLIST_STATUSES = ['all', 'open', 'done', 'overdue', 'hidden'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
export interface ChecklistFilter {
  /** 'YYYY-MM' of the due date, or null for every month. */
  month: string | null;
  status: ChecklistStatus;
  /** A member's user id, 'nobody' for unassigned, or null for everyone. */
  who: number | 'nobody' | null;
}

export function parseChecklistFilter(params: URLSearchParams): ChecklistFilter {
  const month = params.get('month');
  const status = params.get('status');
  const who = params.get('who');
  return {
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    status: (CHECKLIST_STATUSES as readonly string[]).includes(status ?? '') ? (status as ChecklistStatus) : 'all',
    who: who === 'nobody' ? 'nobody' : who && /^\d+$/.test(who) ? Number(who) : null,
  };
}

export function filterTasks(tasks: readonly ChecklistTask[], filter: ChecklistFilter, today: string): ChecklistTask[] {
  return tasks.filter((t) => {
    if (filter.status === 'hidden') {
      if (!t.hidden) return false;
    } else if (t.hidden) return false;
    if (filter.status === 'open' && t.done) return false;
    if (filter.status === 'done' && !t.done) return false;
    if (filter.status === 'overdue' && !isOverdue(t, today)) return false;
    if (filter.month && (t.due_date === null || t.due_date.slice(0, 7) !== filter.month)) return false;
    if (filter.who === 'nobody' && t.assignee_user_id !== null) return false;
    if (typeof filter.who === 'number' && t.assignee_user_id !== filter.who) return false;
    return true;
  });
}

/** Progress for the dashboard card and the page's header: visible tasks only. */
export function checklistProgress(tasks: readonly Pick<ChecklistTask, 'done' | 'hidden' | 'due_date'>[], today: string) {
  const visible = tasks.filter((t) => !t.hidden);
  return {
    done: visible.filter((t) => t.done).length,
    overdue: visible.filter((t) => isOverdue(t, today)).length,
    total: visible.length,
  };
}

import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  checklists,
  checklistTasks,
  guests,
  users,
  vendorBookings,
  vendorCategories,
  vendors,
  weddingMembers,
  weddings,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  CHECKLIST_BUCKETS,
  CHECKLIST_MESSAGES,
  checklistProgress,
  generatedDueDate,
  type ChecklistBucket,
  type ChecklistTask,
  type ChecklistView,
  type CreateTaskBody,
  type MoveTaskBody,
  type UpdateTaskBody,
} from '../../../src/contracts/checklist';
import { todayInZone, type PlanningStage } from '../../../src/contracts/wedding';
import { requireMembership } from '../wedding/service';
import { deliveredCount } from '../saveTheDate/service';
import { DEFAULT_TASKS, type DefaultTask } from './defaultTasks';

type TaskRow = typeof checklistTasks.$inferSelect;
type WeddingRow = typeof weddings.$inferSelect;

/** The category whose BOOKED vendor marks "Book a venue" done. */
export const VENUE_CATEGORY_KEY = 'wedding-venues';
/** Positions leave gaps so a new task or a move rarely touches more than two rows. */
const STEP = 10;
const TEMPLATES = new Map(DEFAULT_TASKS.map((t) => [t.key, t]));
const bucketOrder = sql`array_position(array[${sql.join(
  CHECKLIST_BUCKETS.map((b) => sql`${b}`),
  sql`, `,
)}]::text[], ${checklistTasks.bucket})`;

/**
 * Generates the wedding's checklist once, in the caller's transaction: the checklists row's primary
 * key decides who generates (a second call, or a partner's at the same moment, inserts nothing), and
 * each task's (wedding, template key) is unique besides. Tasks the planning stage has behind the
 * couple start done; due dates follow the wedding date (none while there is no date: the buckets'
 * order stands in for them).
 */
export async function ensureGenerated(tx: DbOrTx, wedding: WeddingRow, now: Date): Promise<boolean> {
  const created = await tx
    .insert(checklists)
    .values({ weddingId: wedding.id })
    .onConflictDoNothing()
    .returning({ id: checklists.weddingId });
  if (created.length === 0) return false;
  await tx
    .insert(checklistTasks)
    .values(DEFAULT_TASKS.map((t, i) => generatedRow(t, i, wedding, now)))
    .onConflictDoNothing();
  return true;
}

function generatedRow(t: DefaultTask, index: number, wedding: WeddingRow, now: Date): typeof checklistTasks.$inferInsert {
  const done = t.doneAt?.includes(wedding.planningStage as PlanningStage) ?? false;
  return {
    weddingId: wedding.id,
    templateKey: t.key,
    title: t.title,
    howTo: t.howTo,
    bucket: t.bucket,
    linkPath: t.link?.path ?? null,
    linkLabel: t.link?.label ?? null,
    dueDate: generatedDueDate(wedding.weddingDate, t.bucket),
    position: (index + 1) * STEP,
    completedAt: done ? now : null,
  };
}

interface ToolFacts {
  guestCount: number;
  venueBooked: boolean;
  saveTheDatesSent: number;
}

/** What the tools say: the guest list's count, whether a member marked a venue booked, how many households got a save-the-date. */
async function toolFacts(db: DbOrTx, weddingId: number): Promise<ToolFacts> {
  const [[guestRow], [venueRow], saveTheDatesSent] = await Promise.all([
    db.select({ n: count() }).from(guests).where(eq(guests.weddingId, weddingId)),
    db
      .select({ n: count() })
      .from(vendorBookings)
      .innerJoin(weddingMembers, eq(weddingMembers.userId, vendorBookings.userId))
      .innerJoin(vendors, eq(vendors.id, vendorBookings.vendorId))
      .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
      .where(
        and(eq(weddingMembers.weddingId, weddingId), eq(vendorBookings.status, 'BOOKED'), eq(vendorCategories.key, VENUE_CATEGORY_KEY)),
      ),
    deliveredCount(db, weddingId),
  ]);
  return { guestCount: Number(guestRow?.n ?? 0), venueBooked: Number(venueRow?.n ?? 0) > 0, saveTheDatesSent };
}

function toTask(row: TaskRow, facts: ToolFacts): ChecklistTask {
  const tool = row.templateKey ? TEMPLATES.get(row.templateKey)?.tool : undefined;
  const doneByTool =
    row.completedAt === null &&
    ((tool === 'VENUE_BOOKED' && facts.venueBooked) || (tool === 'SAVE_THE_DATES_SENT' && facts.saveTheDatesSent > 0));
  return {
    id: row.id,
    template_key: row.templateKey,
    title: row.title,
    how_to: row.howTo,
    bucket: row.bucket as ChecklistBucket,
    link_path: row.linkPath,
    link_label: row.linkLabel,
    due_date: row.dueDate,
    due_date_custom: row.dueDateCustom,
    position: row.position,
    assignee_user_id: row.assigneeUserId,
    done: row.completedAt !== null || doneByTool,
    done_by_tool: doneByTool,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by_user_id: row.completedByUserId,
    hidden: row.hidden,
    guest_count: tool === 'GUEST_COUNT' ? facts.guestCount : null,
    save_the_dates_sent: tool === 'SAVE_THE_DATES_SENT' ? facts.saveTheDatesSent : null,
    version: row.version,
    updated_by_user_id: row.updatedByUserId,
  };
}

export async function loadTasks(db: DbOrTx, weddingId: number): Promise<ChecklistTask[]> {
  const [rows, facts] = await Promise.all([
    db.select().from(checklistTasks).where(eq(checklistTasks.weddingId, weddingId)).orderBy(bucketOrder, asc(checklistTasks.position)),
    toolFacts(db, weddingId),
  ]);
  return rows.map((r) => toTask(r, facts));
}

async function weddingRow(db: DbOrTx, weddingId: number): Promise<WeddingRow> {
  const [row] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!row) throw notFound();
  return row;
}

async function checklistAnswer(db: DbOrTx, wedding: WeddingRow, now: Date): Promise<ChecklistView> {
  const [settings] = await db.select().from(checklists).where(eq(checklists.weddingId, wedding.id));
  const members = await db
    .select({ user_id: users.id, first_name: users.firstName, role: weddingMembers.role })
    .from(weddingMembers)
    .innerJoin(users, eq(users.id, weddingMembers.userId))
    .where(eq(weddingMembers.weddingId, wedding.id))
    .orderBy(sql`${weddingMembers.role} = 'PARTNER'`, asc(users.id));
  return {
    wedding_date: wedding.weddingDate,
    today: todayInZone(wedding.timeZone, now),
    members: members.map((m) => ({ ...m, role: m.role })),
    reminders_enabled: settings?.remindersEnabled ?? false,
    tasks: await loadTasks(db, wedding.id),
  };
}

/** GET checklist: the caller's wedding's checklist, generated on the first visit. */
export async function getChecklist(db: Db, userId: number, now: Date): Promise<ChecklistView> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    const wedding = await weddingRow(tx, weddingId);
    await ensureGenerated(tx, wedding, now);
    return checklistAnswer(tx, wedding, now);
  });
}

/** The task, locked, if it is on the caller's wedding's checklist; 404 otherwise (another couple's id included). */
async function lockTask(tx: Tx, weddingId: number, id: number): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(checklistTasks)
    .where(and(eq(checklistTasks.id, id), eq(checklistTasks.weddingId, weddingId)))
    .for('update');
  if (!row) throw notFound(CHECKLIST_MESSAGES.notFound);
  return row;
}

async function staleRefusal(tx: Tx, row: TaskRow): Promise<never> {
  const task = toTask(row, await toolFacts(tx, row.weddingId));
  throw conflict(CHECKLIST_MESSAGES.changedByPartner, { code: 'stale_task', task });
}

async function requireAssignee(tx: Tx, weddingId: number, assignee: number | null | undefined): Promise<void> {
  if (assignee === null || assignee === undefined) return;
  const [member] = await tx
    .select({ id: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, assignee)));
  if (!member)
    throw badRequest(CHECKLIST_MESSAGES.assignee, { code: 'validation', fields: { assignee_user_id: CHECKLIST_MESSAGES.assignee } });
}

/** POST checklist/tasks: a task of the couple's own, at the end of its bucket. */
export async function createTask(db: Db, userId: number, body: CreateTaskBody & { how_to: string }, now: Date): Promise<ChecklistTask> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await ensureGenerated(tx, await weddingRow(tx, weddingId), now);
    await requireAssignee(tx, weddingId, body.assignee_user_id);
    // The checklist row serialises positions (two new tasks at once get different places).
    await tx.select().from(checklists).where(eq(checklists.weddingId, weddingId)).for('update');
    const [last] = await tx
      .select({ max: sql<number | null>`max(${checklistTasks.position})` })
      .from(checklistTasks)
      .where(eq(checklistTasks.weddingId, weddingId));
    const [row] = await tx
      .insert(checklistTasks)
      .values({
        weddingId,
        title: body.title,
        howTo: body.how_to,
        bucket: body.bucket,
        dueDate: body.due_date ?? null,
        dueDateCustom: body.due_date != null,
        position: Number(last?.max ?? 0) + STEP,
        assigneeUserId: body.assignee_user_id ?? null,
        updatedByUserId: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toTask(row!, await toolFacts(tx, weddingId));
  });
}

/**
 * PATCH checklist/tasks/:id: what was sent changes, if the task is still at the version the caller
 * saw; otherwise 409 with the task as it is now ("changed by your partner"). Clearing the due date
 * of a generated task puts it back on its bucket's date (which then follows the wedding date).
 */
export async function updateTask(db: Db, userId: number, id: number, body: UpdateTaskBody, now: Date): Promise<ChecklistTask> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    const row = await lockTask(tx, weddingId, id);
    if (row.version !== body.version) return staleRefusal(tx, row);
    await requireAssignee(tx, weddingId, body.assignee_user_id);
    const wedding = await weddingRow(tx, weddingId);
    const changes: Partial<typeof checklistTasks.$inferInsert> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.how_to !== undefined) changes.howTo = body.how_to;
    if (body.assignee_user_id !== undefined) changes.assigneeUserId = body.assignee_user_id;
    if (body.hidden !== undefined) changes.hidden = body.hidden;
    const bucket = (body.bucket ?? row.bucket) as ChecklistBucket;
    if (body.bucket !== undefined) changes.bucket = body.bucket;
    if (body.due_date !== undefined) {
      changes.dueDateCustom = body.due_date !== null;
      changes.dueDate = body.due_date ?? (row.templateKey ? generatedDueDate(wedding.weddingDate, bucket) : null);
    } else if (body.bucket !== undefined && row.templateKey && !row.dueDateCustom) {
      changes.dueDate = generatedDueDate(wedding.weddingDate, bucket);
    }
    if (body.done === true && row.completedAt === null) Object.assign(changes, { completedAt: now, completedByUserId: userId });
    if (body.done === false) Object.assign(changes, { completedAt: null, completedByUserId: null });
    const [saved] = await tx
      .update(checklistTasks)
      .set({ ...changes, version: row.version + 1, updatedByUserId: userId, updatedAt: now })
      .where(eq(checklistTasks.id, row.id))
      .returning();
    return toTask(saved!, await toolFacts(tx, weddingId));
  });
}

/**
 * POST checklist/tasks/:id/move: swaps the task with its neighbour above or below in its bucket
 * (the keyboard path of reordering). At the top or bottom it stays where it is. Answers the list.
 */
export async function moveTask(db: Db, userId: number, id: number, body: MoveTaskBody, now: Date): Promise<ChecklistView> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await tx.select().from(checklists).where(eq(checklists.weddingId, weddingId)).for('update');
    const row = await lockTask(tx, weddingId, id);
    if (row.version !== body.version) return staleRefusal(tx, row);
    const up = body.direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(checklistTasks)
      .where(
        and(
          eq(checklistTasks.weddingId, weddingId),
          eq(checklistTasks.bucket, row.bucket),
          eq(checklistTasks.hidden, false),
          up ? lt(checklistTasks.position, row.position) : gt(checklistTasks.position, row.position),
        ),
      )
      .orderBy(up ? sql`${checklistTasks.position} desc` : asc(checklistTasks.position))
      .limit(1)
      .for('update');
    if (neighbour) {
      await tx.update(checklistTasks).set({ position: neighbour.position }).where(eq(checklistTasks.id, row.id));
      await tx.update(checklistTasks).set({ position: row.position }).where(eq(checklistTasks.id, neighbour.id));
      await tx
        .update(checklistTasks)
        .set({ version: row.version + 1, updatedByUserId: userId, updatedAt: now })
        .where(eq(checklistTasks.id, row.id));
    }
    return checklistAnswer(tx, await weddingRow(tx, weddingId), now);
  });
}

/** PUT checklist/reminders: the weekly mail, on or off. */
export async function setReminders(db: Db, userId: number, enabled: boolean, now: Date): Promise<ChecklistView> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    const wedding = await weddingRow(tx, weddingId);
    await ensureGenerated(tx, wedding, now);
    await tx.update(checklists).set({ remindersEnabled: enabled }).where(eq(checklists.weddingId, weddingId));
    return checklistAnswer(tx, wedding, now);
  });
}

/**
 * The dashboard card's numbers. Before the first visit the checklist is not generated yet: the
 * numbers are those of the tasks the first visit will generate (same rules), so the card never lies.
 */
export async function checklistCardStats(
  db: DbOrTx,
  wedding: WeddingRow,
  now: Date,
): Promise<{ done: number; overdue: number; total: number }> {
  const today = todayInZone(wedding.timeZone, now);
  const [generated] = await db.select({ id: checklists.weddingId }).from(checklists).where(eq(checklists.weddingId, wedding.id));
  if (generated) return checklistProgress(await loadTasks(db, wedding.id), today);
  const facts = await toolFacts(db, wedding.id);
  const rows = DEFAULT_TASKS.map((t, i) => ({ ...generatedRow(t, i, wedding, now), id: 0 }) as TaskRow);
  return checklistProgress(
    rows.map((r) => toTask({ ...r, hidden: false, dueDateCustom: false, version: 1 }, facts)),
    today,
  );
}

import { and, desc, eq, like } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { checklistTasks, outboxEmails, vendorBookings, vendorCategories, vendors, weddings } from '../../server/db/schema';
import { DEFAULT_TASKS } from '../../server/modules/checklist/defaultTasks';
import { nextRunAt, sendWeeklyReminders, weekOf } from '../../server/modules/checklist/reminders';
import { addDays, checklistView, CHECKLIST_MESSAGES, type ChecklistTask } from '../../src/contracts/checklist';
import { todayInZone } from '../../src/contracts/weddingDates';

const C = '/web-api/v2/wedding/checklist';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

/** Moves the couple's wedding date through the wedding API (as the couple does). */
async function setWeddingDate(c: TestClient, date: string | null, stage?: string) {
  const { body } = await c.get('/web-api/v2/wedding');
  const w = body.wedding;
  const res = await c.put('/web-api/v2/wedding', {
    owner_first_name: w.owner_first_name,
    owner_last_name: w.owner_last_name,
    partner_first_name: w.partner_first_name,
    partner_last_name: w.partner_last_name,
    wedding_date: date,
    tentative_year: date ? null : new Date().getUTCFullYear() + 2,
    tentative_month: date ? null : 6,
    tentative_season: null,
    time_zone: w.time_zone,
    ceremony_venue: w.ceremony_venue,
    reception_venue: w.reception_venue,
    city: w.city,
    state_province: w.state_province,
    estimated_guest_count: w.estimated_guest_count,
    planning_stage: stage ?? w.planning_stage,
  });
  expect(res.status).toBe(200);
}

const byKey = (tasks: ChecklistTask[], key: string) => tasks.find((x) => x.template_key === key)!;
const today = () => todayInZone('America/New_York', new Date());

describe('the checklist', () => {
  it('needs a signed-in member of a wedding', async () => {
    expect((await new TestClient(t.app).get(C)).status).toBe(401);
    const guest = await login('guest@confetti.test');
    expect((await guest.get(C)).status).toBe(404);
  });

  it('is generated once from the wedding date and stage, in the contract’s shape', async () => {
    const sam = await login('sam@confetti.test');
    const date = addDays(today(), 300);
    await setWeddingDate(sam, date, 'NEWLY_ENGAGED');
    const first = await sam.get(C);
    expect(first.status).toBe(200);
    expect(() => checklistView.parse(first.body)).not.toThrow();
    expect(first.body.tasks).toHaveLength(DEFAULT_TASKS.length);
    expect(DEFAULT_TASKS.length).toBeGreaterThanOrEqual(75);
    expect(byKey(first.body.tasks, 'book-venue')).toMatchObject({ due_date: addDays(date, -365), done: false });
    expect(byKey(first.body.tasks, 'rest')).toMatchObject({ bucket: 'WEEK', due_date: addDays(date, -7) });
    expect(byKey(first.body.tasks, 'thank-you-notes')).toMatchObject({ due_date: addDays(date, 30) });
    // A second visit (and the partner's) generates nothing more.
    const riley = await login('riley@confetti.test');
    expect((await riley.get(C)).body.tasks).toHaveLength(DEFAULT_TASKS.length);
    const [wedding] = await t.database.db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, 'sam-and-riley'));
    expect(await t.database.db.$count(checklistTasks, eq(checklistTasks.weddingId, wedding!.id))).toBe(DEFAULT_TASKS.length);
  });

  it('every default task links only to pages that exist and is well formed', async () => {
    const keys = new Set(DEFAULT_TASKS.map((d) => d.key));
    expect(keys.size).toBe(DEFAULT_TASKS.length);
    for (const d of DEFAULT_TASKS) {
      expect(d.title.length).toBeGreaterThan(3);
      expect(d.howTo.length).toBeGreaterThan(20);
      if (d.link)
        expect(d.link.path).toMatch(
          /^\/(wedding-vendors(\/search\/wedding-[a-z-]+)?|wedding-planning\/(guests|guests\/import|your-wedding|digital\/save-the-date)|my-registry|registry\/(add-gifts|gift-tracker|shop)|shop(\/honeymoon-cash-funds)?)$/,
        );
    }
    // Paper save-the-dates are ticked by hand; digital ones tick the task when sent (saveTheDate.test.ts).
    expect(DEFAULT_TASKS.find((d) => d.key === 'send-save-the-dates')!.howTo).toMatch(/tick it yourself/);
  });
});

describe('stage, tools and date moves', () => {
  it('a couple with a venue booked starts with the venue task done; a wedding without a date has no due dates', async () => {
    const alex = await login('alex@confetti.test');
    await setWeddingDate(alex, null, 'PLANNING_VENUE_BOOKED');
    const res = await alex.get(C);
    expect(byKey(res.body.tasks, 'book-venue').done).toBe(true);
    expect(byKey(res.body.tasks, 'set-date').done).toBe(true);
    expect(byKey(res.body.tasks, 'book-caterer').done).toBe(false);
    expect(res.body.tasks.every((x: ChecklistTask) => x.due_date === null)).toBe(true);
    // In the timeline's order: buckets from a year out to after.
    expect(res.body.tasks[0].bucket).toBe('MONTHS_12_PLUS');
    expect(res.body.tasks.at(-1).bucket).toBe('AFTER');
    // "Finish the guest list" shows the guest list's count.
    expect(byKey(res.body.tasks, 'guest-list').guest_count).toBeGreaterThan(0);
  });

  it('generated dates follow the wedding date; a date the couple set stays', async () => {
    const alex = await login('alex@confetti.test');
    const list = (await alex.get(C)).body.tasks as ChecklistTask[];
    const mine = byKey(list, 'book-caterer');
    const own = addDays(today(), 20);
    const dated = await alex.patch(`${C}/tasks/${mine.id}`, { version: mine.version, due_date: own });
    expect(dated.status).toBe(200);
    expect(dated.body).toMatchObject({ due_date: own, due_date_custom: true });
    const date = addDays(today(), 400);
    await setWeddingDate(alex, date);
    const after = (await alex.get(C)).body.tasks as ChecklistTask[];
    expect(byKey(after, 'book-caterer').due_date).toBe(own);
    expect(byKey(after, 'book-music').due_date).toBe(addDays(date, -270));
    const later = addDays(date, 14);
    await setWeddingDate(alex, later);
    const moved = (await alex.get(C)).body.tasks as ChecklistTask[];
    expect(byKey(moved, 'book-music').due_date).toBe(addDays(later, -270));
    expect(byKey(moved, 'book-caterer').due_date).toBe(own);
    // Clearing the couple's date puts the task back on the generated one.
    const back = await alex.patch(`${C}/tasks/${mine.id}`, { version: byKey(moved, 'book-caterer').version, due_date: null });
    expect(back.body).toMatchObject({ due_date: addDays(later, -270), due_date_custom: false });
  });

  it('"Book a venue" is done when a member marks a venue vendor booked', async () => {
    const sam = await login('sam@confetti.test');
    expect(byKey((await sam.get(C)).body.tasks, 'book-venue').done).toBe(false);
    const db = t.database.db;
    const [venue] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
      .where(eq(vendorCategories.key, 'wedding-venues'))
      .limit(1);
    const { body: ctx } = await sam.get('/web-api/v2/wedding');
    const samId = ctx.members.find((m: { email: string }) => m.email === 'sam@confetti.test').user_id;
    await db.insert(vendorBookings).values({ userId: samId, vendorId: venue!.id, status: 'BOOKED' });
    expect(byKey((await sam.get(C)).body.tasks, 'book-venue')).toMatchObject({ done: true, done_by_tool: true });
    await db.delete(vendorBookings).where(eq(vendorBookings.userId, samId));
  });
});

describe('editing', () => {
  it('adds, edits, assigns, completes with undo, hides and reorders', async () => {
    const sam = await login('sam@confetti.test');
    const { body: view } = await sam.get(C);
    const riley = view.members.find((m: { role: string }) => m.role === 'PARTNER');
    const created = await sam.post(`${C}/tasks`, {
      title: '  Book the string quartet ',
      bucket: 'MONTHS_6',
      assignee_user_id: riley.user_id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Book the string quartet',
      template_key: null,
      due_date: null,
      assignee_user_id: riley.user_id,
    });
    let task = created.body as ChecklistTask;

    const done = await sam.patch(`${C}/tasks/${task.id}`, { version: task.version, done: true });
    expect(done.body).toMatchObject({ done: true, version: task.version + 1 });
    expect(done.body.completed_at).not.toBeNull();
    const undone = await sam.patch(`${C}/tasks/${task.id}`, { version: done.body.version, done: false });
    expect(undone.body).toMatchObject({ done: false, completed_at: null, completed_by_user_id: null });
    task = undone.body;

    const edited = await sam.patch(`${C}/tasks/${task.id}`, {
      version: task.version,
      title: 'Book the quartet',
      how_to: 'Three pieces',
      assignee_user_id: null,
    });
    expect(edited.body).toMatchObject({ title: 'Book the quartet', how_to: 'Three pieces', assignee_user_id: null });
    task = edited.body;

    // The new task is last in its bucket; up moves it above its neighbour.
    const bucket = (tasks: ChecklistTask[]) => tasks.filter((x) => x.bucket === 'MONTHS_6' && !x.hidden).map((x) => x.id);
    const before = bucket((await sam.get(C)).body.tasks);
    expect(before.at(-1)).toBe(task.id);
    const moved = await sam.post(`${C}/tasks/${task.id}/move`, { version: task.version, direction: 'up' });
    expect(moved.status).toBe(200);
    expect(bucket(moved.body.tasks)).toEqual([...before.slice(0, -2), task.id, before.at(-2)]);
    task = moved.body.tasks.find((x: ChecklistTask) => x.id === task.id);

    const hidden = await sam.patch(`${C}/tasks/${task.id}`, { version: task.version, hidden: true });
    expect(hidden.body.hidden).toBe(true);
  });

  it('refuses bad input with messages a person understands', async () => {
    const sam = await login('sam@confetti.test');
    const task = (await sam.get(C)).body.tasks[0] as ChecklistTask;
    const empty = await sam.post(`${C}/tasks`, { title: '   ', bucket: 'MONTHS_6' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.title).toBe(CHECKLIST_MESSAGES.title);
    expect(empty.body.message).toContain(CHECKLIST_MESSAGES.title);
    const badDate = await sam.patch(`${C}/tasks/${task.id}`, { version: task.version, due_date: '2027-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields.due_date).toBe(CHECKLIST_MESSAGES.date);
    const bucket = await sam.post(`${C}/tasks`, { title: 'x', bucket: 'SOMEDAY' });
    expect(bucket.body.fields.bucket).toBe(CHECKLIST_MESSAGES.bucket);
    const stranger = await sam.patch(`${C}/tasks/${task.id}`, { version: task.version, assignee_user_id: 1 });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(CHECKLIST_MESSAGES.assignee);
  });

  it('a stale edit is refused with the partner’s version, and the partner sees a completion', async () => {
    const sam = await login('sam@confetti.test');
    const riley = await login('riley@confetti.test');
    const task = byKey((await sam.get(C)).body.tasks, 'book-florist');
    const seenByRiley = byKey((await riley.get(C)).body.tasks, 'book-florist');
    expect((await sam.patch(`${C}/tasks/${task.id}`, { version: task.version, done: true })).status).toBe(200);
    const stale = await riley.patch(`${C}/tasks/${task.id}`, { version: seenByRiley.version, title: 'Florist' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_task',
      message: CHECKLIST_MESSAGES.changedByPartner,
      task: { done: true, title: task.title },
    });
    expect(byKey((await riley.get(C)).body.tasks, 'book-florist').done).toBe(true);
  });

  it('a couple never reaches another couple’s tasks (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const sam = await login('sam@confetti.test');
    const samsTask = (await sam.get(C)).body.tasks[0] as ChecklistTask;
    const patch = await alex.patch(`${C}/tasks/${samsTask.id}`, { version: samsTask.version, done: true });
    expect(patch.status).toBe(404);
    expect(patch.body.message).toBe(CHECKLIST_MESSAGES.notFound);
    expect((await alex.post(`${C}/tasks/${samsTask.id}/move`, { version: samsTask.version, direction: 'down' })).status).toBe(404);
    expect(byKey((await sam.get(C)).body.tasks, samsTask.template_key!).version).toBe(samsTask.version);
    // Nor assign their own task to someone of the other wedding.
    const { body: samView } = await sam.get(C);
    const alexTask = (await alex.get(C)).body.tasks[1] as ChecklistTask;
    const assign = await alex.patch(`${C}/tasks/${alexTask.id}`, {
      version: alexTask.version,
      assignee_user_id: samView.members[0].user_id,
    });
    expect(assign.status).toBe(400);
  });

  it('the reminders opt-in is saved', async () => {
    const sam = await login('sam@confetti.test');
    expect((await sam.put(`${C}/reminders`, { enabled: true })).body.reminders_enabled).toBe(true);
    expect((await sam.get(C)).body.reminders_enabled).toBe(true);
  });

  it('the dashboard card shows the checklist’s real progress', async () => {
    const sam = await login('sam@confetti.test');
    const { body: view } = await sam.get(C);
    const visible = view.tasks.filter((x: ChecklistTask) => !x.hidden);
    const { body } = await sam.get('/web-api/v2/dashboard');
    const card = body.cards.find((x: { tool: string }) => x.tool === 'checklist');
    expect(card).toMatchObject({
      available: true,
      state: 'IN_PROGRESS',
      stats: { done: visible.filter((x: ChecklistTask) => x.done).length, total: visible.length },
    });
  });
});

describe('weekly reminders', () => {
  it('mail each partner of an opted-in wedding once per week, however many runs, with what is due', async () => {
    const sam = await login('sam@confetti.test');
    expect((await sam.put(`${C}/reminders`, { enabled: true })).status).toBe(200);
    const alex = await login('alex@confetti.test');
    expect((await alex.put(`${C}/reminders`, { enabled: false })).status).toBe(200);
    const mailsTo = async (to: string) =>
      t.database.db.$count(
        outboxEmails,
        and(eq(outboxEmails.toAddress, to), like(outboxEmails.subject, 'This week on your wedding checklist%')),
      );
    const before = await mailsTo('riley@confetti.test');

    // An explicit clock: a Tuesday. Two runs at once (two API processes) claim the week once.
    const now = new Date(`${addDays(weekOf(new Date()), 8)}T15:00:00Z`);
    const runs = await Promise.all([sendWeeklyReminders(t.app, now), sendWeeklyReminders(t.app, now)]);
    expect(runs.map((r) => r.weddings).sort()).toEqual([0, 1]);
    expect(runs.reduce((n, r) => n + r.mails, 0)).toBe(2);
    await t.app.jobs.drain();
    expect(await mailsTo('riley@confetti.test')).toBe(before + 1);
    expect(await mailsTo('sam@confetti.test')).toBeGreaterThan(0);
    expect(await mailsTo('alex@confetti.test')).toBe(0);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'riley@confetti.test'))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(mail!.textBody).toContain('/wedding-planning/checklist?status=open');
    expect(mail!.textBody).toMatch(/- .+ \((overdue since|due) \d{4}-\d{2}-\d{2}\)/);

    // Later the same week: nothing more. The next week: one more.
    expect((await sendWeeklyReminders(t.app, new Date(now.getTime() + 3 * 86_400_000))).mails).toBe(0);
    expect((await sendWeeklyReminders(t.app, new Date(now.getTime() + 7 * 86_400_000))).mails).toBe(2);
    await t.app.jobs.drain();
    expect(await mailsTo('riley@confetti.test')).toBe(before + 2);
  });

  it('the week and the next run are computed from the clock', () => {
    expect(weekOf(new Date('2027-03-03T10:00:00Z'))).toBe('2027-03-01'); // a Wednesday
    expect(weekOf(new Date('2027-03-07T23:00:00Z'))).toBe('2027-03-01'); // the Sunday after
    expect(nextRunAt(new Date('2027-03-01T09:00:00Z')).toISOString()).toBe('2027-03-01T14:00:00.000Z');
    expect(nextRunAt(new Date('2027-03-01T15:00:00Z')).toISOString()).toBe('2027-03-08T14:00:00.000Z');
  });
});

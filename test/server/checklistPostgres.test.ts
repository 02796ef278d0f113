import { eq } from 'drizzle-orm';
import { checklists, checklistTasks, weddings } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { DEFAULT_TASKS } from '../../server/modules/checklist/defaultTasks';
import { sendWeeklyReminders } from '../../server/modules/checklist/reminders';
import { CHECKLIST_MESSAGES, type ChecklistTask } from '../../src/contracts/checklist';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Both partners on the checklist at once, on a real PostgreSQL with a pool (TEST_DATABASE_URL):
 * the first visits generate one checklist; two changes from the same version never both land;
 * moves do not lose or duplicate a position; two reminder runs mail a couple once.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const C = '/web-api/v2/wedding/checklist';

describeOnPostgres('the checklist on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let alex: TestClient;
  let jordan: TestClient;
  let weddingId: number;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_checklist', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
    const login = async (email: string) => {
      const c = new TestClient(t.app);
      expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
      return c;
    };
    alex = await login('alex@confetti.test');
    jordan = await login('jordan@confetti.test');
    const [w] = await t.database.db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, 'alex-and-jordan'));
    weddingId = w!.id;
  });
  afterAll(async () => t?.close());

  it('both partners opening the checklist at once generate it once', async () => {
    const answers = await Promise.all([alex.get(C), jordan.get(C), alex.get(C), jordan.get(C)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await t.database.db.$count(checklistTasks, eq(checklistTasks.weddingId, weddingId))).toBe(DEFAULT_TASKS.length);
  });

  it('two partners changing the same task at once: one lands, the other gets the partner’s version', async () => {
    const tasks = (await alex.get(C)).body.tasks as ChecklistTask[];
    for (const task of tasks.filter((x) => !x.done).slice(0, 5)) {
      const [a, b] = await Promise.all([
        alex.patch(`${C}/tasks/${task.id}`, { version: task.version, done: true }),
        jordan.patch(`${C}/tasks/${task.id}`, { version: task.version, title: `${task.title} (Jordan)` }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body).toMatchObject({
        code: 'stale_task',
        message: CHECKLIST_MESSAGES.changedByPartner,
        task: { version: task.version + 1 },
      });
      const [row] = await t.database.db.select().from(checklistTasks).where(eq(checklistTasks.id, task.id));
      expect(row!.version).toBe(task.version + 1);
      expect(row!.completedAt !== null).toBe(a.status === 200);
      expect(row!.title === `${task.title} (Jordan)`).toBe(b.status === 200);
    }
  });

  it('moves at once by both partners keep every position distinct', async () => {
    const tasks = (await alex.get(C)).body.tasks as ChecklistTask[];
    const bucket = tasks.filter((x) => x.bucket === 'MONTHS_6' && !x.hidden);
    await Promise.all(
      bucket
        .slice(1, 7)
        .map((task, i) =>
          (i % 2 ? alex : jordan).post(`${C}/tasks/${task.id}/move`, { version: task.version, direction: i % 3 ? 'up' : 'down' }),
        ),
    );
    const rows = await t.database.db
      .select({ position: checklistTasks.position })
      .from(checklistTasks)
      .where(eq(checklistTasks.weddingId, weddingId));
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
  });

  it('two processes’ reminder runs mail the couple once a week', async () => {
    expect((await alex.put(`${C}/reminders`, { enabled: true })).status).toBe(200);
    await t.database.db.update(checklists).set({ reminderLastWeek: null }).where(eq(checklists.weddingId, weddingId));
    const now = new Date();
    const runs = await Promise.all([sendWeeklyReminders(t.app, now), sendWeeklyReminders(t.app, now), sendWeeklyReminders(t.app, now)]);
    expect(runs.map((r) => r.weddings).sort()).toEqual([0, 0, 1]);
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.weddingId, weddingId));
    expect(row!.reminderLastWeek).not.toBeNull();
  });
});

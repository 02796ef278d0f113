import { eq } from 'drizzle-orm';
import { paperProjects } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import type { ProjectView } from '../../src/contracts/paperProjects';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * The proof approval against an edit on a real PostgreSQL with a pool (TEST_DATABASE_URL): sent at
 * the same moment, either the edit lands first (the approval of the old version is a 409) or the
 * approval does (the edit then withdraws it). Never an approval standing for a card it did not see.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const P = '/web-api/v2/paper/projects';

describeOnPostgres('paper proof approval on a real PostgreSQL', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_paper_projects', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => t?.close());

  it('an approval and an edit sent together never leave an approval of a version the couple did not see', async () => {
    const alex = new TestClient(t.app);
    expect((await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const jordan = new TestClient(t.app);
    expect(
      (await jordan.post('/website-nav/web-api/v1/auth/login', { email: 'jordan@confetti.test', password: DEMO_PASSWORD })).status,
    ).toBe(200);
    let p = (await alex.post<ProjectView>(P, { design: 'wildflower-meadow-invitation' })).body;
    for (let round = 1; round <= 8; round++) {
      const [approve, save] = await Promise.all([
        alex.post<ProjectView>(`${P}/${p.id}/approve`, { version: p.version }),
        jordan.put<ProjectView>(`${P}/${p.id}`, {
          texts: { ...p.texts, note: `Edit ${round}` },
          colourway: p.colourway,
          typeface: p.typeface,
          shape: p.shape,
        }),
      ]);
      expect(save.status).toBe(200);
      expect([200, 409]).toContain(approve.status);
      const [row] = await t.database.db.select().from(paperProjects).where(eq(paperProjects.id, p.id));
      expect(row!.version).toBe(p.version + 1);
      // Whichever came first, the card now differs from any approved proof.
      expect(row!.approvedVersion === row!.version).toBe(false);
      p = (await alex.get<ProjectView>(`${P}/${p.id}`)).body;
      expect(p.approved).toBe(false);
    }
  });
});

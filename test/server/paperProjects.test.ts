import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { embeddedFonts, readPdf } from '../unit/guests/pdfText';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { weddings } from '../../server/db/schema';
import { PROJECT_MESSAGES, type ProjectView, type ProjectsAnswer } from '../../src/contracts/paperProjects';
import { BLEED_IN } from '../../server/modules/paperProjects/proof';

const P = '/web-api/v2/paper/projects';
const INVITATION = 'wildflower-meadow-invitation';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
  await t.database.db
    .update(weddings)
    .set({ ceremonyVenue: 'The Boathouse', city: 'Brooklyn', stateProvince: 'NY' })
    .where(eq(weddings.slug, 'alex-and-jordan'));
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const saveBody = (p: ProjectView, texts: Record<string, string>) => ({
  texts: { ...p.texts, ...texts },
  colourway: p.colourway,
  typeface: p.typeface,
  shape: p.shape,
});

describe('paper projects', () => {
  it('reaches nothing without a session', async () => {
    const stranger = new TestClient(t.app);
    expect((await stranger.get<ProjectsAnswer>(P)).body).toEqual({ projects: [] });
    expect((await stranger.get(`${P}/1`)).status).toBe(404);
  });

  it('starts an invitation with the couple’s names, date and place, and both partners see it', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.post<ProjectView>(P, { design: INVITATION });
    expect(res.status).toBe(201);
    expect(res.body.texts).toMatchObject({
      names: 'Alex Morgan & Jordan Lee',
      date: 'Saturday, June 12, 2027',
      place: 'The Boathouse · Brooklyn, NY',
      request: 'request the pleasure of your company at their wedding',
    });
    expect(res.body.version).toBe(1);
    expect(res.body.detail.slug).toBe(INVITATION);
    const jordan = await login('jordan@confetti.test');
    const list = await jordan.get<ProjectsAnswer>(P);
    expect(list.body.projects.map((p) => p.id)).toContain(res.body.id);
    const svg = await jordan.get(res.body.preview_url);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.body)).toContain('>Alex Morgan</text>');
    expect(String(svg.body)).toContain('>THE BOATHOUSE · BROOKLYN, NY</text>');
  });

  it('starts a guest’s card (no wedding) with the personal lines empty', async () => {
    const guest = await login('guest@confetti.test');
    const invitation = (await guest.post<ProjectView>(P, { design: INVITATION })).body;
    expect(invitation.texts.names).toBe('');
    expect(invitation.texts.date).toBe('');
    expect((await guest.get<ProjectsAnswer>(P)).body.projects.map((p) => p.id)).toEqual([invitation.id]);
    expect(invitation.texts.request).toBe('request the pleasure of your company at their wedding');
  });

  it('autosaves a new version, refuses what the design does not offer, and keeps what was saved', async () => {
    const alex = await login('alex@confetti.test');
    const p = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    const saved = await alex.put<ProjectView>(`${P}/${p.id}`, saveBody(p, { note: 'Dancing until midnight' }));
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    // The same card again is no new version.
    expect((await alex.put<ProjectView>(`${P}/${p.id}`, saveBody(saved.body, {}))).body.version).toBe(2);
    const badSlot = await alex.put(`${P}/${p.id}`, saveBody(p, { nope: 'x' }));
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.message).toBe(PROJECT_MESSAGES.slot);
    const badColour = await alex.put(`${P}/${p.id}`, { ...saveBody(p, {}), colourway: 'no-such' });
    expect(badColour.status).toBe(400);
    const tooLong = await alex.put(`${P}/${p.id}`, saveBody(p, { note: 'x'.repeat(161) }));
    expect(tooLong.status).toBe(400);
    expect((await alex.get<ProjectView>(`${P}/${p.id}`)).body.texts.note).toBe('Dancing until midnight');
  });

  it('approves the current proof only, and an edit withdraws the approval', async () => {
    const alex = await login('alex@confetti.test');
    const p = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    const approved = await alex.post<ProjectView>(`${P}/${p.id}/approve`, { version: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body.approved).toBe(true);
    const edited = (await alex.put<ProjectView>(`${P}/${p.id}`, saveBody(p, { note: 'Black tie' }))).body;
    expect(edited.approved).toBe(false);
    const stale = await alex.post(`${P}/${p.id}/approve`, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(PROJECT_MESSAGES.staleApproval);
    expect((await alex.post<ProjectView>(`${P}/${p.id}/approve`, { version: 2 })).body.approved).toBe(true);
  });

  it('makes a proof PDF with the card’s text, trim plus bleed, two pages', async () => {
    const alex = await login('alex@confetti.test');
    const p = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    expect((await alex.put<ProjectView>(`${P}/${p.id}`, saveBody(p, { note: 'Dancing until midnight' }))).body.version).toBe(2);
    const res = await t.app.inject({ method: 'GET', url: `${P}/${p.id}/proof.pdf`, headers: alex.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    const front = pdf.pages[0]!;
    const lines = front.texts.map((x) => x.text);
    for (const expected of [
      'Alex Morgan',
      'Jordan Lee',
      'SATURDAY, JUNE 12, 2027',
      'THE BOATHOUSE · BROOKLYN, NY',
      'Dancing until midnight',
    ])
      expect(lines).toContain(expected);
    // 5 x 7 in, 0.125 in bleed and the 0.5 in slug on each side.
    expect(front.width).toBeCloseTo((5 + 2 * (BLEED_IN + 0.5)) * 72, 1);
    expect(front.height).toBeCloseTo((7 + 2 * (BLEED_IN + 0.5)) * 72, 1);
    // The wording sits inside the trim, in the preview's order from the top; the proof's label is in the slug below.
    const trim = { left: (BLEED_IN + 0.5) * 72, bottom: (BLEED_IN + 0.5) * 72 };
    const wording = front.texts.filter((x) => x.y > trim.bottom);
    for (const x of wording) {
      expect(x.x).toBeGreaterThan(trim.left);
      expect(x.y).toBeLessThan(trim.bottom + 7 * 72);
    }
    const order = ['Together with their families', 'Alex Morgan', 'Jordan Lee', 'SATURDAY, JUNE 12, 2027'].map(
      (text) => wording.find((x) => x.text === text)!.y,
    );
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(front.texts.find((x) => x.y < trim.bottom)!.text).toMatch(/^Proof, version 2 · Wildflower Meadow Invitation/);
  });

  it('sets every line of the proof in the face the preview names for it, embedded (preview typeface = proof typeface)', async () => {
    const alex = await login('alex@confetti.test');
    // An italic-serif design and a sans one: roman, italic and sans lines.
    for (const typeface of ['italic-serif', 'sans'] as const) {
      const p = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
      if (!p.detail.typefaces.includes(typeface)) continue;
      const saved = (await alex.put<ProjectView>(`${P}/${p.id}`, { ...saveBody(p, {}), typeface })).body;
      const svg = String((await alex.get(saved.preview_url)).body);
      // What the preview names first for each line: the face, and whether it is italic.
      const preview = new Map<string, string>();
      for (const m of svg.matchAll(/<text [^>]*font-family="'([^']+)'[^"]*"([^>]*)>([^<]+)<\/text>/g)) {
        const italic = /font-style="italic"/.test(m[0]);
        preview.set(m[3]!.replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, '’'), `${m[1]!.replace(/ /g, '')}${italic ? '-Italic' : ''}`);
      }
      expect(preview.size).toBeGreaterThan(3);
      const res = await t.app.inject({ method: 'GET', url: `${P}/${p.id}/proof.pdf`, headers: alex.sessionHeaders() });
      const front = (await readPdf(res.rawPayload)).pages[0]!;
      let compared = 0;
      for (const line of front.texts) {
        const named = preview.get(line.text);
        if (!named) continue;
        expect({ text: line.text, font: line.font }).toEqual({ text: line.text, font: named });
        compared += 1;
      }
      expect(compared).toBeGreaterThan(3);
      // Only the faces the art names (and the label's sans), each a subset of a file in server/assets/fonts.
      const fonts = [...(await embeddedFonts(res.rawPayload)).keys()].map((n) => n.replace(/^\//, '').replace(/-\d+$/, ''));
      for (const f of fonts) expect(['DejaVuSerif', 'DejaVuSerif-Italic', 'DejaVuSans']).toContain(f);
    }
  });

  it('duplicates and deletes', async () => {
    const alex = await login('alex@confetti.test');
    const p = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    const copy = await alex.post<ProjectView>(`${P}/${p.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(p.id);
    expect(copy.body.texts).toEqual(p.texts);
    expect((await alex.delete(`${P}/${copy.body.id}`)).status).toBe(204);
    expect((await alex.get(`${P}/${copy.body.id}`)).status).toBe(404);
  });

  it('never lets another couple reach a project (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const sam = await login('sam@confetti.test');
    const p = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    const theirs = (await sam.get<ProjectsAnswer>(P)).body.projects.map((x) => x.id);
    expect(theirs).not.toContain(p.id);
    for (const res of [
      await sam.get(`${P}/${p.id}`),
      await sam.put(`${P}/${p.id}`, saveBody(p, { note: 'hijacked' })),
      await sam.post(`${P}/${p.id}/duplicate`),
      await sam.post(`${P}/${p.id}/approve`, { version: 1 }),
      await sam.get(`${P}/${p.id}/front.svg`),
      await sam.get(`${P}/${p.id}/proof.pdf`),
      await sam.delete(`${P}/${p.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PROJECT_MESSAGES.notFound);
    }
    expect((await alex.get<ProjectView>(`${P}/${p.id}`)).body.texts.note).not.toBe('hijacked');
    expect((await (await login('guest@confetti.test')).get(`${P}/${p.id}`)).status).toBe(404);
  });

  it('answers a bad id with a 400 a person can read', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get(`${P}/abc`);
    expect(res.status).toBe(400);
  });

  describe('a signed-out guest', () => {
    it('makes a card in their browser session that no other browser reaches', async () => {
      const guest = new TestClient(t.app);
      const made = await guest.post<ProjectView>(P, { design: INVITATION });
      expect(made.status).toBe(201);
      expect(made.body.texts.names).toBe('');
      const saved = await guest.put<ProjectView>(`${P}/${made.body.id}`, saveBody(made.body, { names: 'Sam & Robin' }));
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(2);
      expect(String((await guest.get(saved.body.preview_url)).body).includes('>Sam &amp; Robin</text>')).toBe(true);
      expect((await guest.get<ProjectsAnswer>(P)).body.projects.map((p) => p.id)).toEqual([made.body.id]);

      const otherBrowser = new TestClient(t.app);
      await otherBrowser.get('/website-nav/web-api/v1/user/context');
      expect((await otherBrowser.get(`${P}/${made.body.id}`)).status).toBe(404);
      expect((await otherBrowser.put(`${P}/${made.body.id}`, saveBody(made.body, { names: 'Nope' }))).status).toBe(404);
      expect((await otherBrowser.get<ProjectsAnswer>(P)).body.projects).toEqual([]);
      const alex = await login('alex@confetti.test');
      expect((await alex.get(`${P}/${made.body.id}`)).status).toBe(404);
    });

    it('keeps the card at log-in: it becomes the account’s (and its wedding’s), with its edits', async () => {
      const browser = new TestClient(t.app);
      const made = (await browser.post<ProjectView>(P, { design: INVITATION })).body;
      await browser.put(`${P}/${made.id}`, saveBody(made, { names: 'Made before logging in' }));
      const signIn = await browser.post('/website-nav/web-api/v1/auth/login', { email: 'jordan@confetti.test', password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);
      const mine = await browser.get<ProjectView>(`${P}/${made.id}`);
      expect(mine.status).toBe(200);
      expect(mine.body.texts.names).toBe('Made before logging in');
      // Jordan's partner sees it too: it joined their wedding.
      const alex = await login('alex@confetti.test');
      expect((await alex.get<ProjectsAnswer>(P)).body.projects.map((p) => p.id)).toContain(made.id);
    });
  });
});

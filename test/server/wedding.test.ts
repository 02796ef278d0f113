import { eq, sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { mailedToken, signUpConfirmed } from './accounts';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { registries, weddingInvitations, weddings } from '../../server/db/schema';
import { sha256 } from '../../server/lib/tokens';
import { weddingAnswer as weddingAnswerSchema, type WeddingFields } from '../../src/contracts/wedding';

const W = '/web-api/v2/wedding';
let t: TestApp;

beforeAll(async () => {
  // Many sign-ups and log-ins from one IP within a minute.
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string, password = DEMO_PASSWORD) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password });
  expect(res.status).toBe(200);
  return c;
}

const inTwoYears = `${new Date().getUTCFullYear() + 2}-06-12`;
function form(overrides: Partial<WeddingFields> = {}): WeddingFields {
  return {
    owner_first_name: 'Alex',
    owner_last_name: 'Morgan',
    partner_first_name: 'Jordan',
    partner_last_name: 'Lee',
    wedding_date: inTwoYears,
    tentative_year: null,
    tentative_month: null,
    tentative_season: null,
    time_zone: 'America/New_York',
    ceremony_venue: 'St. Ann’s',
    reception_venue: 'The Boathouse',
    city: 'Brooklyn',
    state_province: 'NY',
    estimated_guest_count: 120,
    planning_stage: 'PLANNING_VENUE_BOOKED',
    ...overrides,
  };
}

async function registryVersion(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ version: registries.version }).from(registries).where(eq(registries.slug, slug));
  return row!.version;
}

describe('the wedding', () => {
  it('needs a signed-in user with a wedding', async () => {
    expect((await new TestClient(t.app).get(W)).status).toBe(401);
    const guest = await login('guest@confetti.test');
    const res = await guest.get(W);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You have not told us about your wedding yet.');
  });

  it('answers the couple’s own wedding, both members and their rights, in the contract’s shape', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get(W);
    expect(res.status).toBe(200);
    expect(() => weddingAnswerSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({
      role: 'OWNER',
      wedding: { slug: 'alex-and-jordan', time_zone: 'America/New_York' },
      permissions: { can_delete_wedding: true },
    });
    expect(res.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['alex@confetti.test', 'OWNER'],
      ['jordan@confetti.test', 'PARTNER'],
    ]);
  });

  it('saves every field, bumps the registry version when guests see the change, and the user context carries the zone', async () => {
    const alex = await login('alex@confetti.test');
    const before = await registryVersion('alex-and-jordan');
    const res = await alex.put(W, form({ time_zone: 'Pacific/Honolulu', estimated_guest_count: 140 }));
    expect(res.status).toBe(200);
    expect(res.body.wedding).toMatchObject({
      wedding_date: inTwoYears,
      time_zone: 'Pacific/Honolulu',
      estimated_guest_count: 140,
      reception_venue: 'The Boathouse',
      is_after_wedding: false,
    });
    expect(await registryVersion('alex-and-jordan')).toBe(before + 1);
    // Only the guest count: nothing a guest sees, no new version.
    await alex.put(W, form({ time_zone: 'Pacific/Honolulu', estimated_guest_count: 150 }));
    expect(await registryVersion('alex-and-jordan')).toBe(before + 1);
    const context = await alex.get('/website-nav/web-api/v1/user/context');
    expect(context.body.user_role_account_weddings[0]).toMatchObject({
      slug: 'alex-and-jordan',
      wedding_date: inTwoYears,
      time_zone: 'Pacific/Honolulu',
    });
    // The guest registry header shows the new date.
    const header = await new TestClient(t.app).get('/web-registry-api/v1/registry/alex-and-jordan');
    if (header.status === 200) expect(JSON.stringify(header.body)).toContain(inTwoYears);
  });

  it('"we haven’t decided": no date, a tentative year and season; a date clears them', async () => {
    const alex = await login('alex@confetti.test');
    const undecided = await alex.put(
      W,
      form({ wedding_date: null, tentative_year: new Date().getUTCFullYear() + 1, tentative_season: 'FALL' }),
    );
    expect(undecided.status).toBe(200);
    expect(undecided.body.wedding).toMatchObject({ wedding_date: null, tentative_season: 'FALL' });
    const decided = await alex.put(W, form({ tentative_year: 2027, tentative_season: 'FALL' }));
    expect(decided.body.wedding).toMatchObject({ wedding_date: inTwoYears, tentative_year: null, tentative_season: null });
    const both = await alex.put(W, form({ wedding_date: null, tentative_year: 2027, tentative_month: 5, tentative_season: 'FALL' }));
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual({ tentative_season: 'Choose a month or a season, not both.' });
  });

  it('refuses a past date for a wedding not yet married, with a message per field', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.put(W, form({ wedding_date: '2020-05-01' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Choose a date that hasn’t passed yet.',
      fields: { wedding_date: 'Choose a date that hasn’t passed yet.' },
    });
  });

  it('a married couple keeps (and may correct) their past date', async () => {
    const sam = await login('sam@confetti.test');
    const current = (await sam.get(W)).body.wedding;
    expect(current.is_after_wedding).toBe(true);
    const keep = await sam.put(W, {
      ...form(),
      owner_first_name: 'Sam',
      owner_last_name: 'Patel',
      partner_first_name: 'Riley',
      wedding_date: current.wedding_date,
      time_zone: current.time_zone,
      city: 'Honolulu',
      state_province: 'HI',
    });
    expect(keep.status).toBe(200);
    expect(keep.body.wedding).toMatchObject({ wedding_date: current.wedding_date, city: 'Honolulu', is_after_wedding: true });
  });

  it('refuses bad input with a 400 naming the field (never a 500)', async () => {
    const alex = await login('alex@confetti.test');
    for (const [field, value] of [
      ['time_zone', 'Nowhere/Land'],
      ['estimated_guest_count', 5000],
      ['planning_stage', 'ELOPED'],
      ['wedding_date', '2027-02-30'],
    ] as const) {
      const res = await alex.put(W, { ...form(), [field]: value });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
  });

  it('the partner edits the wedding too, and both see the same data', async () => {
    const jordan = await login('jordan@confetti.test');
    const res = await jordan.put(W, form({ city: 'Queens' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role: 'PARTNER',
      permissions: { can_edit: true, can_delete_wedding: false, can_remove_partner: false },
    });
    const alex = await login('alex@confetti.test');
    expect((await alex.get(W)).body.wedding.city).toBe('Queens');
  });

  it('the partner can neither remove the owner nor delete the wedding', async () => {
    const jordan = await login('jordan@confetti.test');
    const alexId = (await jordan.get(W)).body.members.find((m: { role: string }) => m.role === 'OWNER').user_id;
    const remove = await jordan.delete(`${W}/members/${alexId}`);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe('The person who created the wedding can’t be removed from it.');
    const del = await jordan.delete(W);
    expect(del.status).toBe(403);
    expect((await jordan.get(W)).status).toBe(200);
  });
});

describe('the guided start', () => {
  it('saves each step as the couple goes, then marks the start finished', async () => {
    const c = new TestClient(t.app);
    const email = `setup.${Date.now()}@example.com`;
    await c.post('/web-api/v2/onboard/new', {
      user: { email, password: 'a-long-password', first_name: 'Robin', last_name: 'Ash' },
      wedding: { partner_first_name: 'Kit' },
    });
    const token = await mailedToken(t, email, '/account/confirm');
    expect((await c.post('/website-nav/web-api/v1/user/confirm', { token })).status).toBe(201);

    const names = await c.put(`${W}/setup`, {
      setup_step: 'date',
      owner_first_name: 'Robin',
      partner_first_name: 'Kit',
      partner_last_name: 'Vale',
    });
    expect(names.status).toBe(200);
    expect(names.body.wedding).toMatchObject({ partner_last_name: 'Vale', setup_step: 'date', setup_completed_at: null });
    const skipped = await c.put(`${W}/setup`, { setup_step: 'place' });
    expect(skipped.body.wedding).toMatchObject({ partner_last_name: 'Vale', setup_step: 'place' });
    await c.put(`${W}/setup`, { setup_step: 'guests', city: 'Austin', state_province: 'TX' });
    await c.put(`${W}/setup`, { setup_step: 'priorities', estimated_guest_count: 80 });
    const past = await c.put(`${W}/setup`, { setup_step: 'place', wedding_date: '2021-01-01' });
    expect(past.status).toBe(400);
    const done = await c.put(`${W}/setup`, {
      setup_step: 'heard_about_us',
      planning_priorities: ['REGISTRY', 'BUDGET', 'REGISTRY'],
      heard_about_us: 'SUBWAY_AD',
      completed: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.wedding).toMatchObject({
      city: 'Austin',
      estimated_guest_count: 80,
      planning_priorities: ['REGISTRY', 'BUDGET'],
      heard_about_us: 'SUBWAY_AD',
      setup_step: 'heard_about_us',
    });
    expect(done.body.wedding.setup_completed_at).toEqual(expect.any(String));
  });
});

describe('partner invitations', () => {
  async function newOwner(first: string) {
    const c = new TestClient(t.app);
    const email = `${first.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await signUpConfirmed(t, c, { email, password: 'a-long-password', first_name: first, last_name: 'Owner' });
    const onboard = await c.post('/web-api/v2/onboard/existing', {
      wedding: { partner_first_name: 'Pat', partner_last_name: 'Partner', wedding_date: null, planning_stage: 'NEWLY_ENGAGED' },
    });
    expect(onboard.status).toBe(200);
    return { c, email };
  }
  async function newUser(first: string) {
    const c = new TestClient(t.app);
    const email = `${first.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await signUpConfirmed(t, c, { email, password: 'a-long-password', first_name: first, last_name: 'Invitee' });
    return { c, email };
  }

  it('invite → mail with a 7-day single-use link → the invitee accepts and becomes PARTNER', async () => {
    const owner = await newOwner('Olive');
    const partner = await newUser('Penny');
    const invited = await owner.c.post(`${W}/invitations`, { email: partner.email.toUpperCase() });
    expect(invited.status).toBe(201);
    expect(invited.body.invitations).toEqual([expect.objectContaining({ email: partner.email })]);
    const expiresIn = Date.parse(invited.body.invitations[0].expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const token = await mailedToken(t, partner.email, '/wedding/join');
    // Only the SHA-256 is stored.
    const [row] = await t.database.db
      .select()
      .from(weddingInvitations)
      .where(eq(weddingInvitations.tokenHash, sha256(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await new TestClient(t.app).post(`${W}/invitations/lookup`, { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ email: partner.email, inviter_first_name: 'Olive', owner_first_name: 'Olive' });

    expect((await new TestClient(t.app).post(`${W}/invitations/accept`, { token })).status).toBe(401);
    const accepted = await partner.c.post(`${W}/invitations/accept`, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'PARTNER', invitations: [] });
    expect(accepted.body.members.map((m: { role: string }) => m.role)).toEqual(['OWNER', 'PARTNER']);
    const context = await partner.c.get('/website-nav/web-api/v1/user/context');
    expect(context.body.user_role_account_weddings).toEqual([expect.objectContaining({ role: 'PARTNER', owner_first_name: 'Olive' })]);

    // Single use.
    const again = await partner.c.post(`${W}/invitations/accept`, { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('wedding.invitation_used');
    const reuse = await new TestClient(t.app).post(`${W}/invitations/lookup`, { token });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('wedding.invitation_used');

    // Both see the same data: the partner's change is the owner's next read.
    expect(
      (await partner.c.put(W, { ...form(), owner_first_name: 'Olive', partner_first_name: 'Penny', wedding_date: inTwoYears })).status,
    ).toBe(200);
    expect((await owner.c.get(W)).body.wedding).toMatchObject({ wedding_date: inTwoYears, partner_first_name: 'Penny' });

    // A second partner cannot be invited while one is there; the owner removes the partner.
    expect((await owner.c.post(`${W}/invitations`, { email: 'someone@example.com' })).status).toBe(409);
    const partnerId = accepted.body.members.find((m: { role: string }) => m.role === 'PARTNER').user_id;
    const removed = await owner.c.delete(`${W}/members/${partnerId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.members).toHaveLength(1);
    expect((await partner.c.get(W)).status).toBe(404);
  });

  it('an expired link is refused', async () => {
    const owner = await newOwner('Oscar');
    const partner = await newUser('Perry');
    await owner.c.post(`${W}/invitations`, { email: partner.email });
    const token = await mailedToken(t, partner.email, '/wedding/join');
    await t.database.db
      .update(weddingInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(weddingInvitations.tokenHash, sha256(token)));
    const res = await partner.c.post(`${W}/invitations/accept`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'wedding.invitation_expired', message: expect.stringContaining('expired') });
  });

  it('a revoked link is refused, and a new invitation withdraws the older one', async () => {
    const owner = await newOwner('Opal');
    const partner = await newUser('Piper');
    const first = await owner.c.post(`${W}/invitations`, { email: partner.email });
    const firstToken = await mailedToken(t, partner.email, '/wedding/join');
    const revoked = await owner.c.delete(`${W}/invitations/${first.body.invitations[0].id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitations).toEqual([]);
    expect((await partner.c.post(`${W}/invitations/accept`, { token: firstToken })).body.code).toBe('wedding.invitation_revoked');

    await owner.c.post(`${W}/invitations`, { email: partner.email });
    const secondToken = await mailedToken(t, partner.email, '/wedding/join');
    await owner.c.post(`${W}/invitations`, { email: partner.email });
    const thirdToken = await mailedToken(t, partner.email, '/wedding/join');
    expect(thirdToken).not.toBe(secondToken);
    expect((await partner.c.post(`${W}/invitations/accept`, { token: secondToken })).body.code).toBe('wedding.invitation_revoked');
    expect((await partner.c.post(`${W}/invitations/accept`, { token: thirdToken })).status).toBe(200);
  });

  it('the wrong user cannot accept, and an account with its own wedding is refused', async () => {
    const owner = await newOwner('Orla');
    const partner = await newUser('Paz');
    await owner.c.post(`${W}/invitations`, { email: partner.email });
    const token = await mailedToken(t, partner.email, '/wedding/join');
    const stranger = await newUser('Sid');
    const wrong = await stranger.c.post(`${W}/invitations/accept`, { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(`This invitation was sent to ${partner.email}. Log in with that email to accept it.`);

    const otherOwner = await newOwner('Omar');
    await owner.c.post(`${W}/invitations`, { email: otherOwner.email });
    const token2 = await mailedToken(t, otherOwner.email, '/wedding/join');
    const refused = await otherOwner.c.post(`${W}/invitations/accept`, { token: token2 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('wedding.has_own_wedding');
  });

  it('only the owner invites and revokes; the owner’s own email is refused', async () => {
    const jordan = await login('jordan@confetti.test');
    expect((await jordan.post(`${W}/invitations`, { email: 'x@example.com' })).status).toBe(403);
    const owner = await newOwner('Ola');
    const self = await owner.c.post(`${W}/invitations`, { email: owner.email });
    expect(self.status).toBe(400);
    expect(self.body.fields).toHaveProperty('email');
    expect((await owner.c.post(`${W}/invitations`, { email: 'not-an-email' })).status).toBe(400);
  });

  it('BOLA: couple A never reads, revokes or removes in couple B’s wedding', async () => {
    const a = await newOwner('Ari');
    const b = await newOwner('Bea');
    const bPartner = await newUser('Bo');
    const invited = await b.c.post(`${W}/invitations`, { email: bPartner.email });
    const bInvitationId = invited.body.invitations[0].id;
    const bWeddingId = invited.body.wedding.id;
    const bOwnerId = invited.body.members[0].user_id;

    const aView = await a.c.get(W);
    expect(aView.body.wedding.id).not.toBe(bWeddingId);
    expect(JSON.stringify(aView.body)).not.toContain(bPartner.email);
    expect((await a.c.delete(`${W}/invitations/${bInvitationId}`)).status).toBe(404);
    expect((await a.c.delete(`${W}/members/${bOwnerId}`)).status).toBe(404);
    // A's edit lands on A's wedding only.
    await a.c.put(W, form({ owner_first_name: 'Ari', partner_first_name: 'Zed', city: 'Reno' }));
    const [bRow] = await t.database.db.select().from(weddings).where(eq(weddings.id, bWeddingId));
    expect(bRow!.city).toBe('');
    expect((await b.c.get(W)).body.invitations).toHaveLength(1);
    // Alex (another couple) cannot touch B either.
    const alex = await login('alex@confetti.test');
    expect((await alex.delete(`${W}/invitations/${bInvitationId}`)).status).toBe(404);
  });

  it('the owner deletes a wedding without gifts; one with gifts from guests is refused', async () => {
    const owner = await newOwner('Otto');
    expect((await owner.c.delete(W)).status).toBe(204);
    expect((await owner.c.get(W)).status).toBe(404);
    // Alex's registry has gifts from guests: refused with a message.
    const alex = await login('alex@confetti.test');
    const result: unknown = await t.database.db.execute(
      sql`select count(*)::int as n from registry_gifts g join registries r on r.id = g.registry_id where r.slug = 'alex-and-jordan'`,
    );
    expect((result as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0);
    const res = await alex.delete(W);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('wedding.has_gifts');
    expect((await alex.get(W)).status).toBe(200);
  });
});

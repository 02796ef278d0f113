import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { readPdf } from '../unit/guests/pdfText';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { guestCollectionLinks, guests, households, outboxEmails, registries, registryGifts, stdUnsubscribes } from '../../server/db/schema';
import {
  ENVELOPE_MESSAGES,
  THANK_YOU_MESSAGES as TM,
  type EnvelopesOverview,
  type ThankYouCreated,
  type ThankYouOverview,
} from '../../src/contracts/paperMail';
import type { ProjectView, ProjectsAnswer } from '../../src/contracts/paperProjects';
import { addHouseholds, weddingIdOf } from './saveTheDateHelpers';

const E = '/web-api/v2/wedding/paper/envelopes';
let t: TestApp;
let alexWedding: number;
let family: { ids: number[]; tagId: number; eventId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobWorkers: false, authRateLimitPerMinute: 1000 } });
  const db = t.database.db;
  alexWedding = await weddingIdOf(db, 'alex-and-jordan');
  // Four households: the first three tagged "Family" (two with an address), the first two invited to the brunch.
  family = await addHouseholds(db, alexWedding, 'env', { withEmail: 4, tagged: 3, invited: 2 });
  const [a, b, , d] = family.ids;
  await db
    .update(households)
    .set({ displayName: 'The Garcia family', address1: '12 Orchard Lane', city: 'Hudson', stateProvince: 'NY', postalCode: '12534' })
    .where(eq(households.id, a!));
  await db
    .update(households)
    .set({ displayName: 'Zoë & Łukasz', address1: '4 Rue des Lilas', city: 'Lyon', postalCode: '69003', countryCode: 'FR' })
    .where(eq(households.id, b!));
  await db
    .update(households)
    .set({ address1: '9 Elm St', city: 'Austin', stateProvince: 'TX', postalCode: '78701' })
    .where(eq(households.id, d!));
  await db.insert(guests).values([
    { weddingId: alexWedding, householdId: a!, firstName: 'Ana', lastName: 'Garcia', sortOrder: 0 },
    { weddingId: alexWedding, householdId: a!, firstName: 'Leo', lastName: 'Garcia', sortOrder: 1 },
    { weddingId: alexWedding, householdId: a!, firstName: 'Mia', lastName: 'Garcia', isChild: true, sortOrder: 2 },
  ]);
  await db.insert(guestCollectionLinks).values({ weddingId: alexWedding, token: 'envelopes-test-collect-token-0123456789' });
  await db
    .update(registries)
    .set({
      shipName: 'Alex Morgan & Jordan Lee',
      shipAddress1: '1 Main St',
      shipCity: 'Brooklyn',
      shipStateProvinceRegion: 'NY',
      shipPostalCode: '11201',
    })
    .where(eq(registries.weddingId, alexWedding));
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const pdfOf = async (c: TestClient, search: string) =>
  t.app.inject({ method: 'GET', url: `${E}.pdf?${search}`, headers: c.sessionHeaders() });

describe('envelopes', () => {
  it('needs a signed-in member of a wedding', async () => {
    expect((await new TestClient(t.app).get(E)).status).toBe(401);
    expect((await (await login('guest@confetti.test')).get(E)).status).toBe(404);
  });

  it('lists the chosen households, who has an address, the collection link and the return address', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get<EnvelopesOverview>(`${E}?mode=TAG&tag=${family.tagId}&name_style=NAMES`);
    expect(res.status).toBe(200);
    expect(res.body.households.map((h) => h.id).sort()).toEqual(family.ids.slice(0, 3).sort());
    expect(res.body.printable).toBe(2);
    expect(res.body.missing).toEqual([{ id: family.ids[2], display_name: 'env family 003' }]);
    expect(res.body.collect_path).toMatch(/envelopes-test-collect-token/);
    const garcia = res.body.households.find((h) => h.id === family.ids[0])!;
    expect(garcia).toMatchObject({
      envelope_name: 'Ana and Leo Garcia and family',
      address_lines: ['12 Orchard Lane', 'Hudson, NY 12534'],
    });
    expect(res.body.return_address).toMatchObject({ name: 'Alex Morgan & Jordan Lee', address1: '1 Main St', city: 'Brooklyn' });
    expect(res.body.envelope).toMatchObject({ name: 'A7', width: 7.25, height: 5.25, format: '5x7' });
  });

  it('prints one envelope a page at the project card’s envelope size, names and addresses as text, return address top left', async () => {
    const alex = await login('alex@confetti.test');
    const project = (await alex.post<ProjectView>('/web-api/v2/paper/projects', { design: 'wildflower-meadow-invitation' })).body;
    const res = await pdfOf(
      alex,
      `project=${project.id}&mode=EVENT&event=${family.eventId}&name_style=LABEL&return_name=Alex%20%26%20Jordan&return_address1=1%20Main%20St&return_city=Brooklyn&return_state_province=NY&return_postal_code=11201`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="envelopes-.*\.pdf"$/);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    const [first, second] = pdf.pages;
    expect(first!.width).toBeCloseTo(7.25 * 72, 1);
    expect(first!.height).toBeCloseTo(5.25 * 72, 1);
    const text = (p: typeof first) => p!.texts.map((x) => x.text);
    expect(text(first)).toEqual(
      expect.arrayContaining([
        'Alex & Jordan',
        '1 Main St',
        'Brooklyn, NY 11201',
        'The Garcia family',
        '12 Orchard Lane',
        'Hudson, NY 12534',
      ]),
    );
    // A name the standard fonts cannot draw prints as written (the font is embedded), in its country's order.
    expect(text(second)).toEqual(expect.arrayContaining(['Zoë & Łukasz', '4 Rue des Lilas', '69003 Lyon', 'FRANCE']));
    const from = first!.texts.find((x) => x.text === 'Alex & Jordan')!;
    const to = first!.texts.find((x) => x.text === 'The Garcia family')!;
    expect(from.x).toBeLessThan(to.x);
    expect(from.y).toBeGreaterThan(to.y);
  });

  it('refuses what cannot be printed with a message a person understands', async () => {
    const alex = await login('alex@confetti.test');
    const none = await pdfOf(alex, `mode=PICK&households=${family.ids[2]}`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ENVELOPE_MESSAGES.noAddresses);
    const noTag = await alex.get(`${E}?mode=TAG`);
    expect(noTag.status).toBe(400);
    expect(noTag.body.message).toMatch(/Choose a tag/);
    const badReturn = await pdfOf(
      alex,
      `mode=ALL&return_name=Us&return_address1=1%20Main%20St&return_city=Brooklyn&return_state_province=ZZ`,
    );
    expect(badReturn.statusCode).toBe(400);
    expect(badReturn.json().message).toMatch(/^Return address: /);
  });

  it('keeps one couple out of the other’s households, tags, events and projects (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const project = (await alex.post<ProjectView>('/web-api/v2/paper/projects', { design: 'wildflower-meadow-invitation' })).body;
    const sam = await login('sam@confetti.test');
    const all = await sam.get<EnvelopesOverview>(`${E}?mode=ALL`);
    expect(all.status).toBe(200);
    expect(all.body.households.map((h) => h.id)).not.toContain(family.ids[0]);
    expect(all.body.return_address.address1).not.toBe('1 Main St');
    expect((await sam.get(`${E}?mode=TAG&tag=${family.tagId}`)).body.message).toBe(ENVELOPE_MESSAGES.tag);
    expect((await sam.get(`${E}?mode=EVENT&event=${family.eventId}`)).body.message).toBe(ENVELOPE_MESSAGES.event);
    // Picked ids of another wedding are simply not theirs: nothing to print.
    const picked = await pdfOf(sam, `mode=PICK&households=${family.ids[0]}`);
    expect(picked.statusCode).toBe(400);
    expect((await sam.get(`${E}?project=${project.id}`)).status).toBe(404);
  });
});

describe('thank-you cards', () => {
  const T = '/web-api/v2/wedding/thank-you-cards';
  let gifts: { casey: number; garcia: number; noEmail: number; samGift: number };
  let design: { slug: string; colourway: string };

  beforeAll(async () => {
    const db = t.database.db;
    const registryOf = async (slug: string) => {
      const w = await weddingIdOf(db, slug);
      const [r] = await db.select({ id: registries.id }).from(registries).where(eq(registries.weddingId, w));
      return r!.id;
    };
    const alexRegistry = await registryOf('alex-and-jordan');
    const samRegistry = await registryOf('sam-and-riley');
    // The seed's own gifts are thanked already: these are the ones to thank.
    await db
      .update(registryGifts)
      .set({ thankYouSent: true })
      .where(inArray(registryGifts.registryId, [alexRegistry, samRegistry]));
    const rows = await db
      .insert(registryGifts)
      .values([
        { registryId: alexRegistry, giverName: 'Casey Guest', giverEmail: 'casey@givers.test', description: 'Stand mixer' },
        { registryId: alexRegistry, giverName: 'The Garcia family', giverEmail: 'env1@guests.test', description: 'Linen napkins' },
        { registryId: alexRegistry, giverName: 'Pat Post', giverEmail: null, description: 'Picnic basket' },
        { registryId: samRegistry, giverName: 'Robin Sam-Friend', giverEmail: 'robin@givers.test', description: 'Vase' },
      ])
      .returning({ id: registryGifts.id });
    gifts = { casey: rows[0]!.id, garcia: rows[1]!.id, noEmail: rows[2]!.id, samGift: rows[3]!.id };
  });

  it('lists the gifts not yet thanked with the table’s wording, the address from the guest list, and the designs', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get<ThankYouOverview>(T);
    expect(res.status).toBe(200);
    expect(res.body.couple).toBe('Alex & Jordan');
    expect(res.body.gifts.map((g) => g.gift_id).sort()).toEqual([gifts.casey, gifts.garcia, gifts.noEmail].sort());
    const casey = res.body.gifts.find((g) => g.gift_id === gifts.casey)!;
    expect(casey).toMatchObject({
      gift_name: 'Stand mixer',
      kind: 'OTHER',
      address_lines: null,
      wording: { heading: 'Thank you, Casey', note: 'for the Stand mixer. With love, Alex & Jordan' },
    });
    expect(casey.wording.message).toMatch(/^Dear Casey,/);
    // The Garcias' email is their household's on the guest list: its address.
    expect(res.body.gifts.find((g) => g.gift_id === gifts.garcia)).toMatchObject({
      address_source: 'GUEST_LIST',
      address_lines: ['The Garcia family', '12 Orchard Lane', 'Hudson, NY 12534'],
    });
    expect(res.body.designs.length).toBeGreaterThan(0);
    design = { slug: res.body.designs[0]!.slug, colourway: res.body.designs[0]!.colourways[0]!.key };
  });

  it('sends a digital card as a job: the mail has the card as a PNG and one-click unsubscribe, and the gift is thanked', async () => {
    const alex = await login('alex@confetti.test');
    const overview = (await alex.get<ThankYouOverview>(T)).body;
    const casey = overview.gifts.find((g) => g.gift_id === gifts.casey)!;
    const res = await alex.post<ThankYouCreated>(T, {
      channel: 'DIGITAL',
      design: design.slug,
      colourway: design.colourway,
      cards: [{ gift_id: gifts.casey, ...casey.wording }],
    });
    expect(res.status).toBe(201);
    expect(res.body.notes).toEqual([expect.objectContaining({ gift_id: gifts.casey, state: 'QUEUED', to_email: 'casey@givers.test' })]);
    await t.app.jobs.drain();
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'casey@givers.test'));
    expect(mail!.subject).toBe('Thank you, Casey · a thank-you from Alex & Jordan');
    expect(mail!.textBody).toContain('Thank you for the Stand mixer, and for thinking of us.');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/\/web-api\/v2\/thank-you\/[A-Za-z0-9_-]{43}\/one-click-unsubscribe>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const png = /src="[^"]*(\/web-api\/v2\/thank-you\/[^"]+\/card\.png)"/.exec(mail!.htmlBody!)![1]!;
    const picture = await t.app.inject({ method: 'GET', url: png });
    expect(picture.statusCode).toBe(200);
    expect([...picture.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [gift] = await t.database.db.select().from(registryGifts).where(eq(registryGifts.id, gifts.casey));
    expect(gift!.thankYouSent).toBe(true);
    const after = (await alex.get<ThankYouOverview>(T)).body;
    expect(after.gifts.map((g) => g.gift_id)).not.toContain(gifts.casey);
    expect(after.notes.find((n) => n.gift_id === gifts.casey)).toMatchObject({ state: 'SENT', channel: 'DIGITAL' });

    // Thanked once: a second card for the same gift is refused.
    const again = await alex.post(T, {
      channel: 'DIGITAL',
      design: design.slug,
      colourway: design.colourway,
      cards: [{ gift_id: gifts.casey, heading: 'Hi' }],
    });
    expect(again).toMatchObject({ status: 409, body: { message: TM.alreadyThanked } });

    // The giver's one-click unsubscribe is honoured at once, with no cookie or CSRF token.
    const url = new URL(/^<(.*)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const unsub = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsub.statusCode).toBe(200);
    expect(unsub.json()).toEqual({ unsubscribed: true, message: TM.unsubscribedDone });
    const alexWeddingId = await weddingIdOf(t.database.db, 'alex-and-jordan');
    const listed = await t.database.db
      .select()
      .from(stdUnsubscribes)
      .where(and(eq(stdUnsubscribes.weddingId, alexWeddingId), eq(stdUnsubscribes.email, 'casey@givers.test')));
    expect(listed).toHaveLength(1);
    // The mail's own link opens a page whose button posts the same form.
    const page = await t.app.inject({ method: 'GET', url: url.pathname.replace(/one-click-unsubscribe$/, 'unsubscribe') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
  });

  it('refuses digital cards it cannot send, with a message a person understands', async () => {
    const alex = await login('alex@confetti.test');
    const card = (gift_id: number) => ({ gift_id, heading: 'Thank you' });
    const noEmail = await alex.post(T, {
      channel: 'DIGITAL',
      design: design.slug,
      colourway: design.colourway,
      cards: [card(gifts.noEmail)],
    });
    expect(noEmail).toMatchObject({ status: 400, body: { message: TM.noEmail } });
    const wrongDesign = await alex.post(T, {
      channel: 'DIGITAL',
      design: 'wildflower-meadow-invitation',
      colourway: design.colourway,
      cards: [card(gifts.garcia)],
    });
    expect(wrongDesign).toMatchObject({ status: 400, body: { message: TM.design } });
    const none = await alex.post(T, { channel: 'DIGITAL', design: design.slug, colourway: design.colourway, cards: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(TM.noGifts);
  });

  it('makes a paper thank-you project per giver, listed in projects; marking it mailed thanks the gift', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.post<ThankYouCreated>(T, {
      channel: 'PAPER',
      design: design.slug,
      colourway: design.colourway,
      cards: [{ gift_id: gifts.noEmail, heading: 'Thank you, Pat', note: 'for the Picnic basket. With love, Alex & Jordan' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.project_ids).toHaveLength(1);
    expect(res.body.notes[0]).toMatchObject({ state: 'MADE', channel: 'PAPER', paper_project_id: res.body.project_ids[0] });
    const project = await alex.get<ProjectView>(`/web-api/v2/paper/projects/${res.body.project_ids[0]}`);
    expect(project.body).toMatchObject({
      card_type: 'THANK_YOU',
      texts: { heading: 'Thank you, Pat', names: 'for the Picnic basket. With love, Alex & Jordan' },
    });
    expect((await alex.get<ProjectsAnswer>('/web-api/v2/paper/projects')).body.projects.map((p) => p.id)).toContain(
      res.body.project_ids[0],
    );
    // Not thanked until it is mailed.
    const before = await t.database.db.select().from(registryGifts).where(eq(registryGifts.id, gifts.noEmail));
    expect(before[0]!.thankYouSent).toBe(false);
    const mailed = await alex.post(`${T}/paper/${res.body.project_ids[0]}/mailed`);
    expect(mailed.status).toBe(200);
    expect(mailed.body.notes[0]).toMatchObject({ state: 'MAILED' });
    const after = await t.database.db.select().from(registryGifts).where(eq(registryGifts.id, gifts.noEmail));
    expect(after[0]!.thankYouSent).toBe(true);
  });

  it('keeps one couple out of the other’s gifts and thank-you projects (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const paper = await alex.post<ThankYouCreated>(T, {
      channel: 'PAPER',
      design: design.slug,
      colourway: design.colourway,
      batch: true,
      cards: [{ gift_id: gifts.garcia, heading: 'Thank you' }],
    });
    expect(paper.status).toBe(201);
    const sam = await login('sam@confetti.test');
    const overview = await sam.get<ThankYouOverview>(T);
    expect(overview.body.gifts.map((g) => g.gift_id)).toEqual([gifts.samGift]);
    expect(overview.body.notes).toEqual([]);
    const steal = await sam.post(T, {
      channel: 'PAPER',
      design: design.slug,
      colourway: design.colourway,
      cards: [{ gift_id: gifts.garcia, heading: 'Hi' }],
    });
    expect(steal).toMatchObject({ status: 404, body: { message: TM.giftNotFound } });
    expect((await sam.post(`${T}/paper/${paper.body.project_ids[0]}/mailed`)).status).toBe(404);
    const [garcia] = await t.database.db.select().from(registryGifts).where(eq(registryGifts.id, gifts.garcia));
    expect(garcia!.thankYouSent).toBe(false);
  });
});

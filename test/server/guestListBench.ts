import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadServerConfig } from '../../config/server';
import { openDatabase } from '../../server/db/client';
import { users, weddingMembers, weddings } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { generateGuestList } from '../../server/db/seed/guests';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import type { Row } from '../bench/report';

/**
 * The guest list at 1,000 households / ~2,500 people (issue 27: the first screen answers in under
 * 200 ms on the server). In process, through buildApp and app.inject (no network, no browser), on
 * PGlite, or on PostgreSQL when DATABASE_URL is set: the first page as the SPA asks for it (sorted
 * by name, 50 households, with the counts, tags and events), a filtered page, and a search.
 *
 * `node --import tsx test/server/guestListBench.ts [households] [--json]` prints the figures;
 * `npm run bench` runs it (test/bench/run.ts) and adds them to its table (section "scale"). It
 * lives beside the server suites because it builds the server in process (server tsconfig).
 */
export async function measureGuestList(householdCount = 1000, log: (m: string) => void = () => {}): Promise<Row[]> {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const config = loadServerConfig(
    { APP_ENV: 'test', DIST_DIR: '/nonexistent' },
    { dataDir: ':memory:', databaseUrl, authRateLimitPerMinute: 1000 },
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, { database });
  await app.ready();
  const rows: Row[] = [];
  try {
    await seedDatabase(database.db, { products: 20, vendors: 20 });
    // The seed's account without a wedding becomes the bench couple (its password is the demo one).
    const email = 'guest@confetti.test';
    const password = DEMO_PASSWORD;
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [wedding] = await database.db
      .insert(weddings)
      .values({ slug: `bench-guests-${Date.now()}`, ownerFirstName: 'Bench', ownerLastName: 'Couple', partnerFirstName: 'Pat' })
      .returning({ id: weddings.id });
    await database.db.insert(weddingMembers).values({ weddingId: wedding!.id, userId: user!.id, role: 'OWNER' });
    const started = Date.now();
    const made = await generateGuestList(database.db, wedding!.id, householdCount, 1027);
    log(`guest list: ${made.households} households, ${made.guests} people in ${Date.now() - started} ms`);
    await database.db.execute('analyze');

    const login = await app.inject({ method: 'GET', url: '/website-nav/web-api/v1/user/context' });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const cookieHeader = () =>
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/website-nav/web-api/v1/auth/login',
      payload: { email, password },
      headers: { cookie: cookieHeader(), 'x-xsrf-token': cookies['XSRF-TOKEN']! },
    });
    if (signedIn.statusCode !== 200) throw new Error(`log-in answered ${signedIn.statusCode}`);
    for (const c of signedIn.cookies) cookies[c.name] = c.value;

    const time = async (name: string, url: string, runs = 30) => {
      const ms: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs + 3; i++) {
        const t0 = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url, headers: { cookie: cookieHeader() } });
        const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        bytes = res.body.length;
        if (i >= 3) ms.push(elapsed); // three warm-up requests
      }
      ms.sort((a, b) => a - b);
      const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
      const value = `median ${at(0.5)} ms, p95 ${at(0.95)} ms, ${(bytes / 1024).toFixed(0)} KB (${runs} runs, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`;
      log(`${name}: ${value}`);
      rows.push({
        section: 'scale',
        name: `guest list ${householdCount.toLocaleString('en-US')} households: ${name}`,
        value,
        budget: 'median < 200 ms',
        ok: Number(at(0.5)) < 200,
      });
    };
    await time('first page', '/web-api/v2/wedding/guests');
    await time('filtered (RSVP waiting, A list)', '/web-api/v2/wedding/guests?rsvp=NO_ANSWER&list=A&sort=-size');
    await time('search', '/web-api/v2/wedding/guests?q=garc');
  } finally {
    await app.close();
    await database.close();
  }
  return rows;
}

if (require.main === module) {
  const n = Number(process.argv[2] ?? 1000);
  measureGuestList(n, (m) => console.error(m))
    .then((rows) => {
      if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
      else for (const r of rows) console.log(`${r.name}: ${r.value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

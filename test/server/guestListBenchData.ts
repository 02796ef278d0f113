import { eq } from 'drizzle-orm';
import { loadServerConfig } from '../../config/server';
import { openDatabase } from '../../server/db/client';
import { users, weddingMembers, weddings } from '../../server/db/schema';
import { generateGuestList } from '../../server/db/seed/guests';

/**
 * `node --import tsx test/server/guestListBenchData.ts <email> [households]`: gives an existing
 * account a wedding (as its OWNER) whose guest list has `households` generated households (default
 * 1,000: about 2,500 people with their +1s, tags, three events and answers), in the database the
 * server's config names (DATA_DIR, or DATABASE_URL). `npm run bench` runs it before the server
 * starts (PGlite is one process's), so Lighthouse can open /wedding-planning/guests as that couple.
 */
async function main(email: string, count: number): Promise<void> {
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no account ${email}`);
    const [wedding] = await database.db
      .insert(weddings)
      .values({ slug: `bench-guest-list-${Date.now()}`, ownerFirstName: 'Bench', ownerLastName: 'Couple', partnerFirstName: 'Pat' })
      .returning({ id: weddings.id });
    await database.db.insert(weddingMembers).values({ weddingId: wedding!.id, userId: user.id, role: 'OWNER' });
    const made = await generateGuestList(database.db, wedding!.id, count, 1027);
    await database.db.execute('analyze');
    console.log(JSON.stringify(made));
  } finally {
    await database.close();
  }
}

const [email, households = '1000'] = process.argv.slice(2);
if (!email) {
  console.error('usage: guestListBenchData.ts <email> [households]');
  process.exit(2);
}
main(email, Number(households)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

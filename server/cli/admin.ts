import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadServerConfig } from '../../config/server';
import { openDatabase } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { clearLockouts } from '../modules/auth/lockout';
import { experimentReport, formatReport } from '../modules/experiments/service';

const USAGE = `npm run admin -- <command> [options]

Commands:
  create-user --email E --password P [--first-name F --last-name L]    create an ordinary account, its email taken as confirmed
  create-staff --email E --password P [--first-name F --last-name L]   create a staff user (or make an existing user staff)
  revoke-staff --email E                                                remove the staff role and end that user's sessions
  disable --email E                                                     disable an account (log-in answers 403) and end its sessions
  enable --email E                                                      re-enable an account and clear any lock`;

/** The experiment report (the same numbers as GET /api/v0/experiments/report), as a table or JSON. */
async function experimentsReport(json: boolean): Promise<number> {
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  try {
    const report = await experimentReport(database.db);
    console.log(json ? JSON.stringify(report, null, 2) : formatReport(report));
    return 0;
  } finally {
    await database.close();
  }
}

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (command === 'experiments-report') return experimentsReport(values.json === true);
  const email = values.email?.trim().toLowerCase();
  if (!command || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const db = database.db;
  try {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    switch (command) {
      case 'create-user': {
        if (user) {
          console.error(`An account already uses ${email}.`);
          return 1;
        }
        if (!values.password || values.password.length < 8) {
          console.error('A new user needs --password of at least 8 characters.');
          return 2;
        }
        await db.insert(users).values({
          email,
          passwordHash: await hashPassword(values.password),
          firstName: values['first-name'] ?? '',
          lastName: values['last-name'] ?? '',
        });
        console.log(`Created user ${email}.`);
        return 0;
      }
      case 'create-staff': {
        if (user) {
          await db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
          console.log(`${email} is now staff.`);
          return 0;
        }
        if (!values.password || values.password.length < 8) {
          console.error('A new staff user needs --password of at least 8 characters.');
          return 2;
        }
        await db.insert(users).values({
          email,
          passwordHash: await hashPassword(values.password),
          firstName: values['first-name'] ?? 'Staff',
          lastName: values['last-name'] ?? 'User',
          isStaff: true,
        });
        console.log(`Created staff user ${email}.`);
        return 0;
      }
      case 'revoke-staff':
      case 'disable':
      case 'enable': {
        if (!user) {
          console.error(`No account uses ${email}.`);
          return 1;
        }
        if (command === 'revoke-staff') await db.update(users).set({ isStaff: false }).where(eq(users.id, user.id));
        if (command === 'disable') await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
        if (command === 'enable') {
          await db.update(users).set({ disabledAt: null }).where(eq(users.id, user.id));
          await clearLockouts(db, user.email);
        }
        if (command !== 'enable') await db.delete(sessions).where(eq(sessions.userId, user.id));
        console.log(`${command}: done for ${email}.`);
        return 0;
      }
      default:
        console.error(`Unknown command '${command}'.\n\n${USAGE}`);
        return 2;
    }
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

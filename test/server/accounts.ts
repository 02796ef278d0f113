import { and, desc, eq, like } from 'drizzle-orm';
import { outboxEmails } from '../../server/db/schema';
import { eventually, type TestApp, type TestClient, type TestResponse } from './helpers';

const NAV = '/website-nav/web-api/v1';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
type Json = any;

export interface SignupFields {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  business_unit_source?: string;
}

/**
 * The newest mail to `to` whose text contains `marker`, once it is there: mail may be sent after
 * the answer (a background job), so this waits for it rather than expecting it at once.
 */
export async function waitForMail(t: TestApp, to: string, marker: string) {
  let mail: typeof outboxEmails.$inferSelect | undefined;
  await eventually(async () => {
    // Mail is a mail.send job (and the unlock mail's is queued after the answer): run what is queued.
    await t.app.jobs.drain();
    [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, to), like(outboxEmails.textBody, `%${marker}%`)))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    if (!mail) throw new Error(`no mail to ${to} containing ${marker}`);
  }, 10_000);
  return mail!;
}

/** The token of the newest link to `path` mailed to `to`. */
export async function mailedToken(t: TestApp, to: string, path: string): Promise<string> {
  const mail = await waitForMail(t, to, `${path}?token=`);
  return new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([\\w-]+)`).exec(mail.textBody)![1]!;
}

/**
 * Signs up the way a person does now: POST /user/create (202, a mail), then the mailed link's
 * token to /user/confirm with the same client, which creates the account and signs it in.
 * Returns the confirm answer.
 */
export async function signUpConfirmed(t: TestApp, c: TestClient, fields: SignupFields): Promise<TestResponse<Json>> {
  const asked = await c.post(`${NAV}/user/create`, { business_unit_source: 'WEDDING_REGISTRY', ...fields });
  if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const token = await mailedToken(t, fields.email.trim().toLowerCase(), '/account/confirm');
  return c.post(`${NAV}/user/confirm`, { token });
}

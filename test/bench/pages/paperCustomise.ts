import type { ProjectView } from '../../../src/contracts/paperProjects';
import { BenchClient } from '../client';

/**
 * The Lighthouse page `customise` (issue 30, "Making a card"): a signed-in couple's customiser
 * (/wedding-planning/projects/{id}) on an invitation pre-filled from their wedding, made through the
 * API as the design page's "Personalise this card" makes it. `couple` is an account made with
 * createUser (no wedding yet): it gets one first.
 */
export async function makeBenchProject(
  base: string,
  couple: { email: string; password: string },
): Promise<{ key: 'customise'; name: string; url: string; headers: Record<string, string> }> {
  const client = new BenchClient(base);
  await client.call('POST', '/website-nav/web-api/v1/auth/login', couple);
  await client.call('POST', '/web-api/v2/onboard/existing', {
    wedding: {
      partner_first_name: 'Bench',
      partner_last_name: 'Partner',
      wedding_date: `${new Date().getUTCFullYear() + 1}-06-12`,
      planning_stage: 'PLANNING_VENUE_BOOKED',
    },
  });
  const project = await client.call<ProjectView>('POST', '/web-api/v2/paper/projects', { design: 'wildflower-meadow-invitation' });
  return {
    key: 'customise',
    name: 'paper customiser (an invitation, signed in)',
    url: `${base}/wedding-planning/projects/${project.id}`,
    headers: { cookie: client.cookieHeader },
  };
}

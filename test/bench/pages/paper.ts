/**
 * The paper catalogue's bench page (issue 30): the invitations catalogue, a grid of the project's
 * drawn cards with their filters, as a guest sees it (no sign-in; the designs come from the seed).
 */
export function paperPage(base: string): { key: 'paper'; name: string; url: string } {
  return { key: 'paper', name: 'paper catalogue (invitations)', url: `${base}/wedding-planning/invitations` };
}

/**
 * An invitee who signs up from the join page confirms their email through a mailed link, which
 * may open in another tab: the invitation's token waits in this browser's storage, and the
 * confirmation page brings them back to the join page (src/routes/account/ConfirmSignupPage.tsx).
 * It is the same token the invitee's own mail holds, and it is forgotten once accepted.
 */
const KEY = 'confetti.pendingInvitation';
/** The link works 7 days; a token kept longer is stale. */
const KEEP_MS = 7 * 86_400_000;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function rememberPendingInvitation(token: string, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ token, at: now }));
}

export function pendingInvitationToken(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { token, at } = JSON.parse(raw) as { token?: unknown; at?: unknown };
    if (typeof token === 'string' && typeof at === 'number' && now - at < KEEP_MS) return token;
  } catch {
    // not ours: forget it
  }
  forgetPendingInvitation();
  return null;
}

export function forgetPendingInvitation(): void {
  storage()?.removeItem(KEY);
}

export const joinPath = (token: string) => `/wedding/join?token=${encodeURIComponent(token)}`;

import { businessUnitFrom, getStartedPath, sameOriginPath } from '../../../src/features/wedding/getStarted';
import {
  forgetPendingInvitation,
  joinPath,
  pendingInvitationToken,
  rememberPendingInvitation,
} from '../../../src/features/wedding/pendingInvitation';

describe('"Get started" links carry the page they start from', () => {
  it.each([
    ['/', '/wedding/onboard/wedding-planning'],
    ['/wedding-registry', '/wedding/onboard/wedding-planning?from=%2Fwedding-registry'],
    ['/wedding-vendors/states/NY', '/wedding/onboard/wedding-planning?from=%2Fwedding-vendors%2Fstates%2FNY'],
    ['/wedding/onboard/wedding-planning', '/wedding/onboard/wedding-planning'],
    ['//evil.example/x', '/wedding/onboard/wedding-planning'],
  ])('from %s → %s', (from, path) => {
    expect(getStartedPath(from)).toBe(path);
  });

  it.each([
    [null, 'WEDDING_REGISTRY'],
    ['/wedding-registry', 'WEDDING_REGISTRY'],
    ['/wedding-vendors', 'MARKETPLACE'],
    ['/wedding-budget', 'BUDGET_TOOL'],
    ['/wedding-planning/paper', 'INVITATIONS'],
    ['/wedding-planning/your-wedding', 'WEDDINGS'],
    ['https://evil.example/wedding-budget', 'WEDDING_REGISTRY'],
    ['//evil.example/wedding-budget', 'WEDDING_REGISTRY'],
  ])('business unit from %s is %s (spec §1)', (from, unit) => {
    expect(businessUnitFrom(from)).toBe(unit);
  });

  it('accepts only same-origin paths', () => {
    expect(sameOriginPath('/registry/x')).toBe('/registry/x');
    expect(sameOriginPath('/\\evil.example')).toBeNull();
    expect(sameOriginPath('javascript:alert(1)')).toBeNull();
    expect(sameOriginPath(null)).toBeNull();
  });
});

describe('an invitation waiting for a sign-up to be confirmed', () => {
  afterEach(() => forgetPendingInvitation());
  it('is kept for the 7 days its link works, then forgotten', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    rememberPendingInvitation('link-token-123', now);
    expect(pendingInvitationToken(now + 6 * 86_400_000)).toBe('link-token-123');
    expect(pendingInvitationToken(now + 7 * 86_400_000)).toBeNull();
    expect(window.localStorage.getItem('confetti.pendingInvitation')).toBeNull();
  });
  it('ignores what is not ours, and builds the join link', () => {
    window.localStorage.setItem('confetti.pendingInvitation', 'not json');
    expect(pendingInvitationToken()).toBeNull();
    expect(joinPath('a+b/c')).toBe('/wedding/join?token=a%2Bb%2Fc');
  });
});

import { formatAbsoluteTime, formatRelativeTime, isFullDate, relativeTimeRefreshMs } from '../../../src/lib/relativeTime';
import { breakpointFor, MAX_LAYOUT_WIDTH } from '../../../src/lib/breakpoints';
import { inferBusinessUnit } from '../../../src/features/nav/businessUnit';
import { navHeight, type NavHeightInput } from '../../../src/features/nav/navHeights';
import { firstBrands, invitesPaperPath, previewPath, registrySecondaryItems } from '../../../src/features/nav/registryMenu';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../../../src/app/rootReducer';
import { selectNavHeight } from '../../../src/features/nav/navSelectors';
import { GUEST_CONTEXT } from '../../../src/features/user/types';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => NOW - ms;
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relative time (spec §9)', () => {
  it.each([
    [0, 'Just now'],
    [2.999 * S, 'Just now'],
    [3 * S, '3 seconds ago'],
    [59 * S, '59 seconds ago'],
    [60 * S, '1 minute ago'],
    [59 * M, '59 minutes ago'],
    [60 * M, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [24 * H, 'yesterday'],
    [2 * D - 1, 'yesterday'],
    [2 * D, '2 days ago'],
    [6 * D, '6 days ago'],
    [7 * D, '1 week ago'],
    [28 * D, '4 weeks ago'],
    [29 * D, 'October 25, 2026'],
  ])('%d ms ago reads %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), NOW)).toBe(text);
  });
});

describe('beside a relative time', () => {
  it('the exact moment, in a given zone or the viewer’s', () => {
    expect(formatAbsoluteTime('2026-11-23T15:05:00Z', 'UTC')).toBe('November 23, 2026 at 3:05 PM');
    expect(formatAbsoluteTime('2026-11-23T15:05:00Z', 'America/New_York')).toBe('November 23, 2026 at 10:05 AM');
  });

  it.each([
    [28 * D, false],
    [29 * D - 1, false],
    [29 * D, true],
  ])('%d ms ago is already a full date: %s', (ms, full) => {
    expect(isFullDate(ago(ms), NOW)).toBe(full);
    expect(formatRelativeTime(ago(ms), NOW).endsWith('ago')).toBe(!full);
  });

  it.each([
    [10 * S, 5 * S],
    [5 * M, 30 * S],
    [5 * H, 5 * M],
    [3 * D, H],
  ])('%d ms old is redrawn every %d ms (each unit it counts in)', (age, every) => {
    expect(relativeTimeRefreshMs(ago(age), NOW)).toBe(every);
  });
});

describe('breakpoints (spec §9)', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1920, 'desktop'],
  ])('%d px is %s', (w, bp) => expect(breakpointFor(w)).toBe(bp));
  it('caps the layout at 1920', () => expect(MAX_LAYOUT_WIDTH).toBe(1920));
});

describe('business unit inference (spec §1)', () => {
  it.each([
    ['/', {}, 'WEDDING_REGISTRY'],
    ['/shop/category/kitchen', {}, 'WEDDING_REGISTRY'],
    ['/wedding-registry/perks', {}, 'WEDDING_REGISTRY'],
    ['/wedding-planning/paper', {}, 'INVITATIONS'],
    ['/wedding-planning/paper/save-the-dates', {}, 'INVITATIONS'],
    ['/universal', {}, 'INVITATIONS'],
    // Spec §2's path for digital save-the-dates; the old hyphenated one was never a route.
    ['/wedding-planning/digital/save-the-date', {}, 'DIGITAL_SAVE_THE_DATE'],
    ['/wedding-planning/digital-save-the-date', {}, 'WEDDINGS'],
    ['/wedding-planning/invitations', {}, 'INVITATIONS'],
    ['/wedding-planning/save-the-date', {}, 'INVITATIONS'],
    ['/wedding-planning/change-the-date', {}, 'INVITATIONS'],
    ['/wedding-planning/projects', {}, 'INVITATIONS'],
    ['/wedding-planning/thank-you-cards', {}, 'INVITATIONS'],
    ['/wedding-planning/menus', {}, 'INVITATIONS'],
    ['/wedding-planning/enclosures', {}, 'INVITATIONS'],
    ['/wedding-planning/place-cards', {}, 'INVITATIONS'],
    ['/wedding-planning/holiday-cards', {}, 'INVITATIONS'],
    ['/wedding-planning/programs', {}, 'INVITATIONS'],
    ['/wedding-planning/bridal-shower', {}, 'INVITATIONS'],
    ['/wedding-planning/suites/shop', {}, 'INVITATIONS'],
    ['/wedding-planning/universal', {}, 'INVITATIONS'],
    ['/wedding-planning/paper/design/gilded-deco-invitation', {}, 'INVITATIONS'],
    ['/anything', { isDigitalSaveTheDate: true }, 'DIGITAL_SAVE_THE_DATE'],
    ['/wedding-albums/shop', {}, 'PHOTOBOOK'],
    ['/wedding-vendors/wedding-photographers', {}, 'MARKETPLACE'],
    ['/inspiration/onboard', {}, 'MARKETPLACE'],
    ['/inspiration', {}, 'INSPIRATION'],
    ['/inspire', {}, 'INSPIRATION'],
    ['/community', {}, 'COMMUNITY'],
    ['/wedding-planning/seating-chart', {}, 'SEATING_CHART'],
    ['/wedding-budget', {}, 'BUDGET_TOOL'],
    ['/wedding-planning/website', {}, 'WEDDINGS'],
    ['/wedding-planning/guests/', {}, 'WEDDINGS'],
    ['/', { isStoreHost: true }, 'STORE'],
    ['/inspirational-quotes', {}, 'WEDDING_REGISTRY'],
  ])('%s %j → %s', (path, flags, unit) => {
    expect(inferBusinessUnit(path, flags)).toBe(unit);
  });
});

describe('navigation heights (spec §2)', () => {
  const signedIn: NavHeightInput = {
    isGuest: false,
    isMobile: false,
    compact: false,
    announcement: 'none',
    hasSecondary: false,
    hasTertiary: false,
  };
  it.each([
    [{}, 76],
    [{ announcement: 'multi' }, 132],
    [{ announcement: 'single' }, 112],
    [{ hasSecondary: true }, 116],
    [{ hasSecondary: true, hasTertiary: true }, 172],
    [{ announcement: 'multi', hasSecondary: true, hasTertiary: true }, 228],
    [{ compact: true }, 56],
    [{ compact: true, hasSecondary: true }, 96],
    [{ compact: true, hasSecondary: true, hasTertiary: true }, 148],
    [{ isGuest: true, hasSecondary: false }, 133],
    [{ isGuest: true, hasSecondary: true }, 189],
    [{ isGuest: true, isMobile: true, hasSecondary: false }, 56],
    [{ isGuest: true, isMobile: true, hasSecondary: true }, 108],
  ] as Array<[Partial<NavHeightInput>, number]>)('%j → %d px', (overrides, px) => {
    expect(navHeight({ ...signedIn, ...overrides })).toBe(px);
  });
});

describe('registry menu (spec §2)', () => {
  it("replaces 'Add gifts' by 'Shop' after the wedding", () => {
    expect(registrySecondaryItems(false).map((i) => i.title)).toEqual(['Add gifts', 'Manage registry', 'Checklist', 'Gift tracker']);
    expect(registrySecondaryItems(true).map((i) => i.title)).toEqual(['Shop', 'Manage registry', 'Checklist', 'Gift tracker']);
  });
  it('shows the first 7 brands, paper for guests at /universal, preview as guest', () => {
    expect(firstBrands([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(invitesPaperPath(true)).toBe('/universal');
    expect(invitesPaperPath(false)).toBe('/wedding-planning/paper');
    expect(previewPath('ana-and-ben')).toBe('/registry/ana-and-ben?preview=true');
  });
});

describe('selectNavHeight (spec §2)', () => {
  const base = configureStore({ reducer: rootReducer }).getState();
  const couple = {
    ...base,
    user: {
      ...base.user,
      context: {
        ...GUEST_CONTEXT,
        is_guest: false,
        email: 'a@b.c',
        user_role_account_weddings: [
          {
            role: 'OWNER' as const,
            slug: 's',
            wedding_date: null,
            owner_first_name: 'A',
            owner_last_name: 'B',
            partner_first_name: 'C',
            partner_last_name: 'D',
          },
        ],
      },
    },
  };
  it.each([
    [base, { isMobile: false }, 189],
    [base, { isMobile: false, secondaryDisabled: true }, 133],
    [base, { isMobile: true }, 108],
    [base, { isMobile: true, secondaryDisabled: true }, 56],
    [couple, { isMobile: false }, 116],
    [couple, { isMobile: false, announcement: 'multi' as const, hasTertiary: true }, 228],
    [couple, { isMobile: false, compact: true, hasTertiary: true }, 148],
  ])('%#: %j → %d', (state, view, px) => {
    expect(selectNavHeight(view)(state as never)).toBe(px);
  });
});

/** Spec §2 'Navigation' heights in px. */
export type Announcement = 'none' | 'single' | 'multi';

export interface NavHeightInput {
  isGuest: boolean;
  isMobile: boolean;
  compact: boolean;
  announcement: Announcement;
  hasSecondary: boolean;
  hasTertiary: boolean;
}

const ANNOUNCEMENT: Record<Announcement, number> = { none: 0, single: 36, multi: 56 };

export function navHeight(input: NavHeightInput): number {
  if (input.isGuest) {
    // Guest nav: fixed heights; the secondary row adds 56 (desktop) or 52 (mobile).
    if (input.isMobile) return input.hasSecondary ? 108 : 56;
    return input.hasSecondary ? 189 : 133;
  }
  if (input.compact) return 56 + ANNOUNCEMENT[input.announcement] + (input.hasSecondary ? 40 : 0) + (input.hasTertiary ? 52 : 0);
  return 76 + ANNOUNCEMENT[input.announcement] + (input.hasSecondary ? 40 : 0) + (input.hasTertiary ? 56 : 0);
}

/** Spec §9: navigation height and data refresh are debounced by 200 ms. */
export const NAV_REFRESH_DEBOUNCE_MS = 200;

import { useEffect, useState } from 'react';

/** Spec §9 breakpoints in px. */
export const BREAKPOINTS = {
  mobileMax: 767,
  tabletMin: 768,
  desktopMin: 992,
  large: 1200,
  xl: 1440,
  massive: 1920,
  v2: { medium: 1024, large: 1280, xl: 1600 },
  extraSmallMobileMax: 479,
  tabletRange: { min: 768, max: 1023 },
  constants: { desktop: 992, desktopMax: 1199, small: 480 },
} as const;

/** Spec §9: the layout never grows wider than this. */
export const MAX_LAYOUT_WIDTH = 1920;
/** Spec §9: window resize handlers are debounced by 500 ms. */
export const RESIZE_DEBOUNCE_MS = 500;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export function breakpointFor(width: number): Breakpoint {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width < BREAKPOINTS.desktopMin) return 'tablet';
  return 'desktop';
}

/** The current breakpoint, re-read on window resize (debounced 500 ms). */
export function useBreakpoint(): Breakpoint {
  const [bp, setBp] = useState<Breakpoint>(() => breakpointFor(typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setBp(breakpointFor(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return bp;
}

import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useBreakpoint, type Breakpoint } from '../../lib/breakpoints';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { selectPrimaryWedding } from '../user/userSelectors';
import { NAV_REFRESH_DEBOUNCE_MS } from './navHeights';
import { selectBoutiquePaths, selectNavHeight } from './navSelectors';
import { activePrimaryItem, navSection, type NavSection, type PrimaryIdentifier } from './primaryNav';

/** The active primary item for the current page and the section whose menu the lower level shows. */
export function useNavSection(): { active: PrimaryIdentifier | null; section: NavSection } {
  const { pathname } = useLocation();
  const boutiquePaths = useAppSelector(selectBoutiquePaths);
  const active = activePrimaryItem(pathname, boutiquePaths);
  return { active, section: navSection(active) };
}

/**
 * Spec §2 navigation height for what the header shows now: the compact variant below 768 px, the
 * registry secondary row for a signed-in couple in the registry section, the section menu always.
 * The breakpoint follows window resizes after 500 ms; the height itself settles after 200 ms
 * (spec §9), so a sign-in or a route change does not make the header jump twice. The height comes
 * with the breakpoint it was worked out for (one debounced value): the header names that layout
 * (`data-layout`), which e2e screenshots wait for after a viewport change.
 */
export function useNavLayout(section: NavSection): { height: number; layout: Breakpoint } {
  const breakpoint = useBreakpoint();
  const isMobile = breakpoint === 'mobile';
  const wedding = useAppSelector(selectPrimaryWedding);
  const selector = selectNavHeight({
    isMobile,
    compact: isMobile,
    hasTertiary: true,
    secondaryDisabled: !!wedding && section !== 'registry',
  });
  const height = useAppSelector(selector);
  const [layout, settled] = useDebouncedValue(`${breakpoint} ${height}`, NAV_REFRESH_DEBOUNCE_MS).split(' ');
  return { height: Number(settled), layout: layout as Breakpoint };
}

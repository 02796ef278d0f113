import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useBreakpoint } from '../../lib/breakpoints';
import { experimentViewed } from '../experiments/experimentsSlice';
import { selectIsGuest } from '../user/userSelectors';
import {
  MARKETPLACE_EXPERIMENT,
  selectMarketplaceEntryPath,
  selectMarketplaceExperimentEligible,
} from '../vendors/vendorLocationSelectors';
import { primaryItems, type PrimaryItem } from './primaryNav';

/**
 * The primary items for the current user. The Vendors link is the spec §6 marketplace link: for a
 * signed-in desktop user in TEST-2 it goes straight to search results, and showing it to such a
 * user is the experiment's view (tracked once per session by the experiments saga).
 */
export function usePrimaryItems(): PrimaryItem[] {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const isDesktop = useBreakpoint() === 'desktop';
  const vendorsPath = useAppSelector(selectMarketplaceEntryPath(isDesktop));
  const eligible = useAppSelector(selectMarketplaceExperimentEligible(isDesktop));
  useEffect(() => {
    if (eligible) dispatch(experimentViewed({ key: MARKETPLACE_EXPERIMENT }));
  }, [dispatch, eligible]);
  return primaryItems({ isGuest, vendorsPath });
}

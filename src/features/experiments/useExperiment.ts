import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isHolidaySeason } from '../../contracts/experiments';
import { experimentViewed } from './experimentsSlice';
import { selectVariation } from './experimentsSelectors';
import type { ExperimentKey, VariationKey } from './experiments';

/**
 * The variation of `key` the user sees; while `shown` (the experiment's place is on screen) the
 * view is reported, which the experiments saga records once per session (spec §4).
 */
export function useExperiment(key: ExperimentKey, shown: boolean): VariationKey {
  const dispatch = useAppDispatch();
  const variation = useAppSelector(selectVariation(key));
  useEffect(() => {
    if (shown) dispatch(experimentViewed({ key }));
  }, [dispatch, key, shown]);
  return variation;
}

/** holiday-shops: in season (the visitor's local date) the view counts; TEST-1 shows the holiday shops. */
export function useHolidayShops(now: Date = new Date()): boolean {
  const inSeason = isHolidaySeason(now);
  return useExperiment('holiday-shops', inSeason) === 'TEST-1' && inSeason;
}

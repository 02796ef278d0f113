import { createAction } from '@reduxjs/toolkit';
import type { ExperimentKey, VariationKey } from './experiments';

/** A component showed an experiment's variation to the user (tracked once per session). */
export const experimentViewed = createAction<{ key: ExperimentKey }>('experiments/viewed');
/** The view was recorded (first in this session) with the variation seen. */
export const experimentViewTracked = createAction<{ key: ExperimentKey; variation: VariationKey }>('experiments/viewTracked');

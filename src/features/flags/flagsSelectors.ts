import type { RootState } from '../../app/rootReducer';
import type { FlagName } from './flags';

export const selectFlag = (name: FlagName) => (state: RootState) => state.flags.values[name];

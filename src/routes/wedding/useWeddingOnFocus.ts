import { useAppDispatch } from '../../app/hooks';
import { useReadOnReturn } from '../../components/PlanningTool/useReadOnReturn';
import { weddingRequested } from '../../features/wedding/weddingEvents';

/** Reads the wedding when the page opens and whenever the tab comes back into view (useReadOnReturn). */
export function useWeddingOnFocus(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useReadOnReturn(enabled ? () => dispatch(weddingRequested()) : null);
}

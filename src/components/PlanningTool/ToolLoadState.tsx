import { Link } from 'react-router-dom';
import type { RequestState } from '../../lib/requestCases';
import { Skeleton } from '../Skeleton/Skeleton';

/** Where a couple without a wedding goes first: every planning tool hangs off the wedding. */
export const WEDDING_ONBOARD_PATH = '/wedding/onboard/wedding-planning';

/**
 * A planning tool before its data is here: its heading, then either a skeleton with a status for
 * screen readers, or what went wrong with a way on (tell us about the wedding when there is none,
 * try again otherwise). The page's own wrapper and styles stay the caller's.
 */
export function ToolLoadState({
  title,
  noun,
  load,
  onRetry,
  retryClassName,
  bodyHeight = 320,
  noWeddingYet = load.error?.status === 404,
}: {
  title: string;
  /** What is loading, as the messages name it: "budget" gives "Loading your budget…". */
  noun: string;
  load: RequestState;
  onRetry: () => void;
  retryClassName?: string;
  bodyHeight?: number;
  /** The failure means the couple has no wedding yet (by default: a 404). */
  noWeddingYet?: boolean;
}) {
  return (
    <>
      <h1>{title}</h1>
      {load.status === 'failed' ? (
        <div role="alert">
          <p>{load.error?.message ?? `We could not load your ${noun}.`}</p>
          {noWeddingYet ? (
            <Link to={WEDDING_ONBOARD_PATH}>Tell us about your wedding</Link>
          ) : (
            <button type="button" className={retryClassName} onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      ) : (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            Loading your {noun}…
          </p>
          <Skeleton height={120} />
          <Skeleton height={bodyHeight} />
        </div>
      )}
    </>
  );
}

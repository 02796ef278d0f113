import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { withReturnTo } from '../../contracts/returnTo';
import { DASHBOARD_PATH } from '../../contracts/dashboard';
import { dashboardRequested } from '../../features/dashboard/dashboardSlice';
import { selectDashboardRequest, selectDashboardView } from '../../features/dashboard/dashboardSelectors';
import { DashboardOverview } from '../../features/dashboard/components/DashboardOverview';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from '../../features/dashboard/components/Dashboard.module.scss';

/**
 * /wedding-planning/dashboard[?wedding={slug}]: the signed-in couple's home (issue 25). One request
 * (GET /web-api/v2/dashboard) answers everything the page shows.
 */
export default function DashboardPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  const view = useAppSelector(selectDashboardView);
  const { status, error } = useAppSelector(selectDashboardRequest);
  const [params] = useSearchParams();
  const wedding = params.get('wedding');

  useEffect(() => {
    if (!isGuest) dispatch(dashboardRequested({ wedding }));
  }, [dispatch, isGuest, wedding]);

  let body;
  if (isGuest) {
    body =
      userStatus === 'loading' || userStatus === 'idle' ? (
        <p role="status">Loading your account…</p>
      ) : (
        <>
          <h1 id="dashboard-title">Your wedding dashboard</h1>
          <p>Log in to see where your planning stands: the days to go, your registry and your planning tools.</p>
          <p className={styles.links}>
            <Link to={withReturnTo('/account/login', DASHBOARD_PATH)}>Log in</Link>
            <Link to="/wedding/onboard/wedding-planning">Get started</Link>
          </p>
        </>
      );
  } else if (view) {
    body = <DashboardOverview view={view} />;
  } else if (error?.code === 'dashboard.no_wedding') {
    body = (
      <>
        <h1 id="dashboard-title">Your wedding dashboard</h1>
        <p>{error.message}</p>
        <p className={styles.links}>
          <Link to="/wedding/onboard/wedding-planning">Set up your wedding</Link>
        </p>
      </>
    );
  } else if (status === 'failed' && error) {
    body = (
      <>
        <h1 id="dashboard-title">Your wedding dashboard</h1>
        <p className={styles.error} role="alert">
          {error.status === 404 ? error.message : `We could not load your dashboard: ${error.message}`}
        </p>
        <button type="button" className="button" onClick={() => dispatch(dashboardRequested({ wedding }))}>
          Try again
        </button>
      </>
    );
  } else {
    body = (
      <div className={styles.skeleton} role="status" aria-label="Loading your dashboard">
        <Skeleton width="40%" height={32} />
        <Skeleton width="60%" height={18} />
        <Skeleton width="100%" height={120} />
      </div>
    );
  }

  return <div className={styles.page}>{body}</div>;
}

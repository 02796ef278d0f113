import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { withReturnTo } from '../../contracts/returnTo';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import { WEDDING_ONBOARD_PATH } from '../../components/PlanningTool/ToolLoadState';

/**
 * A couple's planning tool behind its sign-in: the tool itself once someone is signed in; before,
 * what the tool does and the ways in (log in and come back here, or get started).
 */
export function SignedInTool({
  title,
  path,
  pitch,
  className,
  linksClassName,
  children,
}: {
  title: string;
  /** This page, where log-in returns to. */
  path: string;
  /** What the tool does, after "Log in to …". */
  pitch: ReactNode;
  className?: string;
  linksClassName?: string;
  children: ReactNode;
}) {
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  if (!isGuest) return <>{children}</>;
  return (
    <div className={className}>
      <h1>{title}</h1>
      {userStatus === 'loading' || userStatus === 'idle' ? (
        <p role="status">Loading your account…</p>
      ) : (
        <>
          <p>{pitch}</p>
          <p className={linksClassName}>
            <Link to={withReturnTo('/account/login', path)}>Log in</Link>
            <Link to={WEDDING_ONBOARD_PATH}>Get started</Link>
          </p>
        </>
      )}
    </div>
  );
}

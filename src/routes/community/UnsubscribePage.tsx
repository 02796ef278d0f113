import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { unsubscribeToken } from '../../contracts/community';
import { unsubscribeRequested } from '../../features/community/communitySlice';
import { selectCommunityUnsubscribe, selectCommunityUnsubscribed } from '../../features/community/communitySelectors';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { COMMUNITY_PATH } from '../../features/community/components/paths';
import styles from '../../features/community/components/Community.module.scss';

/**
 * /community/unsubscribe?token=…: the digest mail's link. It asks before acting (mail scanners
 * open links); the button stops the digest at once. No sign-in: the signed token is the proof.
 */
export default function UnsubscribePage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = unsubscribeToken.safeParse(token).success;
  const request = useAppSelector(selectCommunityUnsubscribe);
  const done = useAppSelector(selectCommunityUnsubscribed);
  return (
    <div className={styles.page}>
      <h1>Community digest mails</h1>
      {done ? (
        <p role="status">{done.message}</p>
      ) : !valid ? (
        <p role="alert">This unsubscribe link is not complete. Please use the link in your latest digest mail.</p>
      ) : (
        <>
          <p>We mail you a digest of new replies in the threads you follow. Stop these mails?</p>
          {request.status === 'failed' ? <p role="alert">{request.error?.message}</p> : null}
          <button
            type="button"
            className={styles.button}
            disabled={request.status === 'loading'}
            onClick={() => dispatch(unsubscribeRequested(token))}
          >
            {request.status === 'loading' ? 'Stopping…' : 'Stop the digest mails'}
          </button>
        </>
      )}
      <p>
        <Link to={COMMUNITY_PATH}>Back to the community</Link>
      </p>
    </div>
  );
}

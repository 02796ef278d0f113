import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { siteTitle } from '../../contracts/websiteRules';
import { PasswordPrompt } from '../../features/website/components/PasswordPrompt';
import { WebsiteView } from '../../features/website/components/WebsiteView';
import { RsvpForm } from '../../features/website/components/RsvpForm';
import { selectRsvp, selectVisit, selectVisitNeedsPassword } from '../../features/website/websiteSelectors';
import { publicSiteRequested, rsvpFindRequested, rsvpReset, rsvpSaveRequested, unlockRequested } from '../../features/website/websiteSlice';
import styles from './WeddingSitePage.module.scss';

/** /wedding/{slug}: a couple's published wedding website, as their guests read it. */
export default function WeddingSitePage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const visit = useAppSelector(selectVisit);
  const needsPassword = useAppSelector(selectVisitNeedsPassword);
  const rsvp = useAppSelector(selectRsvp);
  useEffect(() => {
    dispatch(publicSiteRequested(slug));
  }, [dispatch, slug]);
  const site = visit.slug === slug ? visit.site : null;
  usePageTitle(site ? siteTitle(site.couple.first_names) : 'Wedding website');

  if (site) {
    return (
      <WebsiteView
        site={site}
        rsvp={
          <RsvpForm
            invitation={rsvp.invitation}
            find={rsvp.find}
            save={rsvp.save}
            saved={rsvp.saved}
            onFind={(body) => dispatch(rsvpFindRequested({ slug, body }))}
            onSave={(body) => dispatch(rsvpSaveRequested({ slug, body }))}
            onReset={() => dispatch(rsvpReset())}
          />
        }
      />
    );
  }
  if (needsPassword)
    return <PasswordPrompt request={visit.unlock} onSubmit={(password) => dispatch(unlockRequested({ slug, password }))} />;
  if (visit.load.status === 'failed') {
    return (
      <section className="page-message">
        <p className="eyebrow">{visit.load.error?.status === 404 ? 'Error 404' : 'Something went wrong'}</p>
        <h1>{visit.load.error?.status === 404 ? 'We couldn’t find that wedding website' : 'We could not open this wedding website'}</h1>
        <p>
          {visit.load.error?.status === 404
            ? 'The link may be old or mistyped, or the couple may not have published their site yet.'
            : visit.load.error?.message}
        </p>
        {visit.load.error?.status === 404 ? (
          <p>
            <Link to="/search/wedding-registry">Find a couple’s registry</Link>
          </p>
        ) : (
          <button type="button" className={styles.retry} onClick={() => dispatch(publicSiteRequested(slug))}>
            Try again
          </button>
        )}
      </section>
    );
  }
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading the wedding website…
      </p>
      <Skeleton height={260} />
      <Skeleton height={400} />
    </div>
  );
}

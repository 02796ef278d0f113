import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import { CollectLinkSection } from '../../features/guestIo/components/CollectLinkSection';
import { ExportSection, filtersQuery, type ExportFilters } from '../../features/guestIo/components/ExportSection';
import { ImportSection } from '../../features/guestIo/components/ImportSection';
import { guestIoUrls } from '../../features/guestIo/guestIoApi';
import {
  selectCollectActivity,
  selectCollectionLink,
  selectCollectionLinkSave,
  selectImportPreview,
  selectImportResult,
  selectLabelsSummary,
  selectListOptions,
} from '../../features/guestIo/guestIoSelectors';
import {
  collectionLinkChanged,
  collectionLinkRegenerateRequested,
  guestIoPageOpened,
  importCleared,
  importConfirmed,
  importFileChosen,
  labelsSummaryRequested,
} from '../../features/guestIo/guestIoSlice';
import styles from './GuestsIo.module.scss';

/** /wedding-planning/guests/import: the guest list's import, address link, export and labels (issue 27). */
export default function GuestImportPage() {
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  const location = useLocation();
  if (isGuest) {
    return (
      <div className={styles.page}>
        <h1>Import, export and addresses</h1>
        <div className={styles.message}>
          {userStatus === 'loading' || userStatus === 'idle' ? (
            <p role="status">Loading your account…</p>
          ) : (
            <p>
              <Link to={`/account/login?next=${encodeURIComponent(location.pathname + location.search)}`}>Log in</Link> to manage your guest
              list.
            </p>
          )}
        </div>
      </div>
    );
  }
  return <GuestIo />;
}

const filtersFrom = (params: URLSearchParams): ExportFilters => ({
  tag: /^\d+$/.test(params.get('tag') ?? '') ? params.get('tag')! : '',
  event: /^\d+$/.test(params.get('event') ?? '') ? params.get('event')! : '',
  side: ['PARTNER1', 'PARTNER2', 'BOTH'].includes(params.get('side') ?? '') ? params.get('side')! : '',
  list: ['A', 'B'].includes(params.get('list') ?? '') ? params.get('list')! : '',
});

function GuestIo() {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectImportPreview);
  const result = useAppSelector(selectImportResult);
  const options = useAppSelector(selectListOptions);
  const labels = useAppSelector(selectLabelsSummary);
  const link = useAppSelector(selectCollectionLink);
  const linkSave = useAppSelector(selectCollectionLinkSave);
  const activity = useAppSelector(selectCollectActivity);
  const [params, setParams] = useSearchParams();
  // The filters live in the URL, as on the guest list, so a view can be shared.
  const [filters, setFilters] = useState<ExportFilters>(() => filtersFrom(params));
  const query = filtersQuery(filters);

  useEffect(() => {
    dispatch(guestIoPageOpened());
  }, [dispatch]);
  // The labels' summary follows the filters, a finished import and the link's state.
  useEffect(() => {
    dispatch(labelsSummaryRequested(query));
  }, [dispatch, query, result.result, link.link?.enabled, link.link?.token]);

  return (
    <div className={styles.page}>
      <Link className={styles.back} to="/wedding-planning/guests">
        ← Guest list
      </Link>
      <h1>Import, export and addresses</h1>
      <p className={styles.intro}>Bring your list in from a spreadsheet, collect mailing addresses from your guests, and print labels.</p>
      <ImportSection
        templateUrl={guestIoUrls.template}
        preview={preview}
        result={result}
        onPreview={(file) => dispatch(importFileChosen(file))}
        onImport={(file, skip) => dispatch(importConfirmed({ file, skip }))}
        onClear={() => dispatch(importCleared())}
      />
      <CollectLinkSection
        origin={window.location.origin}
        link={link}
        save={linkSave}
        activity={activity.changes}
        onChange={(body) => dispatch(collectionLinkChanged(body))}
        onRegenerate={() => dispatch(collectionLinkRegenerateRequested())}
      />
      <ExportSection
        tags={options.tags}
        events={options.events}
        partnerNames={options.partnerNames}
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          setParams(new URLSearchParams(filtersQuery(next)), { replace: true });
        }}
        labels={labels}
        exportUrl={guestIoUrls.export(query)}
        labelsUrl={(format, returnQuery) => guestIoUrls.labelsPdf([`format=${format}`, query, returnQuery].filter(Boolean).join('&'))}
        origin={window.location.origin}
      />
    </div>
  );
}

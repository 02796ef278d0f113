import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { selectIsGuest } from '../../features/user/userSelectors';
import { PAGE_KIND_INFO, type PageKind } from '../../contracts/websiteRules';
import { websiteTheme } from '../../contracts/websiteThemes';
import { GalleryEditor } from '../../features/website/components/GalleryEditor';
import { PageEditor } from '../../features/website/components/PageEditor';
import { PageList } from '../../features/website/components/PageList';
import { PreviewFrame } from '../../features/website/components/PreviewFrame';
import { SiteSettings } from '../../features/website/components/SiteSettings';
import { ThemePicker } from '../../features/website/components/ThemePicker';
import { WebsiteView } from '../../features/website/components/WebsiteView';
import {
  selectHasNoWebsite,
  selectLastSaved,
  selectPageSaves,
  selectPasswordSave,
  selectCaptionSaved,
  selectPersonPhotos,
  selectPhotoSaves,
  selectPhotoUploads,
  selectSettingsSaves,
  selectSlugCheck,
  selectWebsiteAnswer,
  selectWebsiteCreate,
  selectWebsiteLoad,
} from '../../features/website/websiteSelectors';
import {
  pageSaveRequested,
  personPhotoUploadRequested,
  photoCaptionSaveRequested,
  photoRemoveRequested,
  photoUploadDismissed,
  photoUploadRequested,
  photosReordered,
  pagesReordered,
  passwordSaveRequested,
  settingsSaveRequested,
  slugTyped,
  websiteCreateRequested,
  websiteRequested,
} from '../../features/website/websiteSlice';
import styles from './WebsiteEditorPage.module.scss';

type Tab = 'pages' | 'theme' | 'settings';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'pages', label: 'Pages' },
  { id: 'theme', label: 'Theme' },
  { id: 'settings', label: 'Settings' },
];

/** /wedding-planning/website: the couple builds their wedding website, with a live preview. */
export default function WebsiteEditorPage() {
  const isGuest = useAppSelector(selectIsGuest);
  if (isGuest) {
    return (
      <section className={styles.page}>
        <h1>Your wedding website</h1>
        <p>
          <Link to={`/account/login?next=${encodeURIComponent('/wedding-planning/website')}`}>Log in</Link> to build your wedding website,
          or <Link to="/wedding/onboard/wedding-planning">get started</Link>.
        </p>
      </section>
    );
  }
  return <Editor />;
}

function Editor() {
  const dispatch = useAppDispatch();
  const answer = useAppSelector(selectWebsiteAnswer);
  const load = useAppSelector(selectWebsiteLoad);
  const create = useAppSelector(selectWebsiteCreate);
  const hasNoWebsite = useAppSelector(selectHasNoWebsite);
  const settingsSaves = useAppSelector(selectSettingsSaves);
  const passwordSave = useAppSelector(selectPasswordSave);
  const pageSaves = useAppSelector(selectPageSaves);
  const lastSaved = useAppSelector(selectLastSaved);
  const slugCheck = useAppSelector(selectSlugCheck);
  const uploads = useAppSelector(selectPhotoUploads);
  const photoSaves = useAppSelector(selectPhotoSaves);
  const captionSaved = useAppSelector(selectCaptionSaved);
  const personPhotos = useAppSelector(selectPersonPhotos);
  const [tab, setTab] = useState<Tab>('pages');
  const [selected, setSelected] = useState<PageKind>('HOME');
  useEffect(() => {
    dispatch(websiteRequested());
  }, [dispatch]);

  if (!answer) {
    return (
      <section className={styles.page}>
        <h1>Your wedding website</h1>
        {hasNoWebsite ? (
          <div className={styles.start}>
            <p>
              A website for your guests: your story, the schedule from your guest list, travel, questions and answers, and your registry, in
              one of 12 themes. It stays private until you publish it.
            </p>
            <button
              type="button"
              className={styles.primary}
              disabled={create.status === 'loading'}
              onClick={() => dispatch(websiteCreateRequested())}
            >
              {create.status === 'loading' ? 'Creating…' : 'Create your website'}
            </button>
            {create.status === 'failed' && (
              <p className={styles.error} role="alert">
                {create.error?.message}
              </p>
            )}
          </div>
        ) : load.status === 'failed' ? (
          <div role="alert">
            <p>
              We could not load your website. {load.error?.message}{' '}
              {load.error?.status === 404 && <Link to="/wedding/onboard/wedding-planning">Tell us about your wedding</Link>}
            </p>
            <button type="button" className={styles.secondary} onClick={() => dispatch(websiteRequested())}>
              Try again
            </button>
          </div>
        ) : (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              Loading your website…
            </p>
            <Skeleton height={120} />
            <Skeleton height={320} />
          </div>
        )}
      </section>
    );
  }

  const { website, pages, preview } = answer;
  const page = pages.find((p) => p.kind === selected) ?? pages[0]!;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const toggling = Object.fromEntries(Object.entries(pageSaves).map(([k, r]) => [k, r?.status === 'loading'])) as Partial<
    Record<PageKind, boolean>
  >;

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1>Your wedding website</h1>
          <p className={styles.status}>
            <span className={website.published ? styles.live : styles.draft}>{website.published ? 'Published' : 'Not published'}</span>
            {' · '}Theme: {websiteTheme(website.theme).name}
            {website.published && (
              <>
                {' · '}
                <Link to={website.path}>Open your site</Link>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          className={website.published ? styles.secondary : styles.primary}
          disabled={settingsSaves.publish.status === 'loading'}
          onClick={() => dispatch(settingsSaveRequested({ section: 'publish', body: { published: !website.published } }))}
        >
          {website.published ? 'Unpublish' : 'Publish'}
        </button>
      </div>
      <p role="status" className={styles.saved}>
        {lastSaved === 'publish' ? (website.published ? `Published. Guests can open ${origin}${website.path}.` : 'Unpublished.') : ''}
        {lastSaved === 'theme' ? `Theme changed to ${websiteTheme(website.theme).name}. Your pages are as they were.` : ''}
        {lastSaved === 'order' ? 'Page order saved.' : ''}
      </p>

      <div className={styles.layout}>
        <div className={styles.controls}>
          <div className={styles.tabs} role="tablist" aria-label="Edit your website">
            {TABS.map((t) => (
              <button
                key={t.id}
                id={`tab-${t.id}`}
                type="button"
                role="tab"
                aria-selected={tab === t.id}
                aria-controls={tab === t.id ? `panel-${t.id}` : undefined}
                tabIndex={tab === t.id ? 0 : -1}
                onClick={() => setTab(t.id)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const i = TABS.findIndex((x) => x.id === tab);
                  const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
                  setTab(next.id);
                  document.getElementById(`tab-${next.id}`)?.focus();
                }}
              >
                {t.label}
              </button>
            ))}
          </div>

          <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
            {tab === 'pages' && (
              <>
                <h2 className={styles.panelTitle}>Pages</h2>
                <p className={styles.hint}>
                  Tick the pages your site shows (a page appears once it has something in it), and drag them (or use the arrows) into order.
                </p>
                <PageList
                  pages={pages}
                  selected={page.kind}
                  busy={toggling}
                  onSelect={setSelected}
                  onToggle={(kind, enabled) => dispatch(pageSaveRequested({ kind, body: { enabled } }))}
                  onReorder={(kinds) => dispatch(pagesReordered(kinds))}
                />
                {pages.find((p) => p.kind === page.kind) && (
                  <div className={styles.pageEditor}>
                    <PageEditor
                      key={page.kind}
                      kind={page.kind}
                      content={page.content}
                      request={pageSaves[page.kind]}
                      saved={lastSaved === page.kind}
                      onSave={(content) => dispatch(pageSaveRequested({ kind: page.kind, body: { content } }))}
                      personPhotos={personPhotos}
                      onPersonPhoto={(upload) => dispatch(personPhotoUploadRequested(upload))}
                    />
                    {page.kind === 'PHOTOS' && (
                      <GalleryEditor
                        photos={answer.photos}
                        uploads={uploads}
                        saves={photoSaves}
                        captionSaved={captionSaved}
                        onUpload={(list) => list.forEach((upload) => dispatch(photoUploadRequested(upload)))}
                        onDismissUpload={(fileId) => dispatch(photoUploadDismissed(fileId))}
                        onCaption={(id, caption) => dispatch(photoCaptionSaveRequested({ id, body: { caption } }))}
                        onRemove={(id) => dispatch(photoRemoveRequested(id))}
                        onReorder={(ids) => dispatch(photosReordered(ids))}
                      />
                    )}
                    {!page.enabled && (
                      <p className={styles.hint}>
                        {PAGE_KIND_INFO[page.kind].label} is switched off: tick it in the list to show it on your site.
                      </p>
                    )}
                  </div>
                )}
              </>
            )}
            {tab === 'theme' && (
              <>
                <h2 className={styles.panelTitle}>Theme</h2>
                <p className={styles.hint}>Each theme has its own typefaces, colours and header. Switching keeps everything you wrote.</p>
                <ThemePicker
                  value={website.theme}
                  names={preview.couple.first_names}
                  disabled={settingsSaves.theme.status === 'loading'}
                  onChange={(theme) => dispatch(settingsSaveRequested({ section: 'theme', body: { theme } }))}
                />
                {settingsSaves.theme.status === 'failed' && (
                  <p className={styles.error} role="alert">
                    {settingsSaves.theme.error?.message}
                  </p>
                )}
              </>
            )}
            {tab === 'settings' && (
              <>
                <h2 className={styles.panelTitle}>Settings</h2>
                <SiteSettings
                  website={website}
                  saves={settingsSaves}
                  password={passwordSave}
                  lastSaved={lastSaved}
                  slugCheck={slugCheck}
                  origin={origin}
                  onSave={(section, body) => dispatch(settingsSaveRequested({ section, body }))}
                  onPassword={(password) => dispatch(passwordSaveRequested({ password }))}
                  onSlugTyped={(slug) => dispatch(slugTyped(slug))}
                />
              </>
            )}
          </div>
        </div>

        <div className={styles.previewColumn}>
          <h2 className={styles.panelTitle}>Preview</h2>
          <p className={styles.hint}>Your site as guests will see it, with your saved changes.</p>
          <PreviewFrame>
            <WebsiteView
              site={preview}
              idPrefix="preview"
              rsvp={<p className={styles.previewNote}>Here guests find their invitation by their name and answer for each event.</p>}
            />
          </PreviewFrame>
        </div>
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  normaliseSlug,
  slugProblem,
  websitePath,
  type SlugAvailability,
  type WebsiteAnswer,
  type WebsiteSettingsBody,
} from '../../../contracts/website';
import type { RequestState } from '../../../lib/requestCases';
import type { SettingsSection } from '../websiteSlice';
import styles from './Editor.module.scss';

export interface SiteSettingsProps {
  website: WebsiteAnswer['website'];
  saves: Record<SettingsSection, RequestState>;
  password: RequestState;
  lastSaved: string | null;
  slugCheck: RequestState & { slug: string | null; result: SlugAvailability | null };
  origin: string;
  onSave: (section: SettingsSection, body: WebsiteSettingsBody) => void;
  onPassword: (password: string | null) => void;
  onSlugTyped: (slug: string) => void;
}

function Status({ request, saved, message }: { request: RequestState; saved: boolean; message: string }) {
  return (
    <>
      {request.status === 'failed' && (
        <p className={styles.error} role="alert">
          {request.error?.fields ? Object.values(request.error.fields)[0] : request.error?.message}
        </p>
      )}
      <p role="status" className={styles.ok}>
        {saved ? message : ''}
      </p>
    </>
  );
}

/** Publishing, the address, the password, search engines and the reply-by date: each saves on its own. */
export function SiteSettings({
  website,
  saves,
  password,
  lastSaved,
  slugCheck,
  origin,
  onSave,
  onPassword,
  onSlugTyped,
}: SiteSettingsProps) {
  const [slug, setSlug] = useState(website.slug);
  const [newPassword, setNewPassword] = useState('');
  const [deadline, setDeadline] = useState(website.rsvp_deadline ?? '');
  const typed = normaliseSlug(slug);
  const localProblem = typed === website.slug ? null : slugProblem(typed);
  const checking = slugCheck.status === 'loading' && slugCheck.slug === typed;
  const taken = slugCheck.result && slugCheck.result.slug === typed && !slugCheck.result.available ? slugCheck.result.message : null;

  const saveSlug = (e: FormEvent) => {
    e.preventDefault();
    if (!localProblem && typed !== website.slug) onSave('address', { slug: typed });
  };
  const savePassword = (e: FormEvent) => {
    e.preventDefault();
    onPassword(newPassword);
    setNewPassword('');
  };
  const saveDeadline = (e: FormEvent) => {
    e.preventDefault();
    onSave('rsvp', { rsvp_deadline: deadline || null });
  };

  return (
    <div className={styles.settings}>
      <section className={styles.section} aria-labelledby="site-publish">
        <h3 id="site-publish">{website.published ? 'Your site is published' : 'Your site is not published yet'}</h3>
        <p className={styles.hint}>
          {website.published ? (
            <>
              Guests with the link can open it: <Link to={website.path}>{`${origin}${website.path}`}</Link>
            </>
          ) : (
            'Only the two of you can see it, here in the preview. Publish it when you are ready to share the link.'
          )}
        </p>
        <button
          type="button"
          className={website.published ? styles.secondary : styles.primary}
          disabled={saves.publish.status === 'loading'}
          onClick={() => onSave('publish', { published: !website.published })}
        >
          {website.published ? 'Unpublish' : 'Publish your website'}
        </button>
        <Status
          request={saves.publish}
          saved={lastSaved === 'publish'}
          message={website.published ? 'Published.' : 'Unpublished: guests can no longer open it.'}
        />
      </section>

      <form className={styles.section} onSubmit={saveSlug} noValidate aria-labelledby="site-address">
        <h3 id="site-address">Web address</h3>
        <label htmlFor="site-slug" className={styles.label}>
          {`${origin}/wedding/`}
        </label>
        <div className={styles.inline}>
          <input
            id="site-slug"
            className={styles.input}
            value={slug}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(e) => {
              setSlug(e.target.value);
              onSlugTyped(e.target.value);
            }}
            aria-invalid={Boolean(localProblem || taken)}
            aria-describedby="site-slug-status"
          />
          <button
            type="submit"
            className={styles.secondary}
            disabled={Boolean(localProblem || taken) || typed === website.slug || saves.address.status === 'loading'}
          >
            Save address
          </button>
        </div>
        <p id="site-slug-status" className={localProblem || taken ? styles.error : styles.hint} aria-live="polite">
          {localProblem ??
            taken ??
            (checking ? 'Checking availability...' : slugCheck.result?.available && slugCheck.result.slug === typed ? 'Available.' : '')}
        </p>
        <Status
          request={saves.address}
          saved={lastSaved === 'address'}
          message={`Saved. Your site is now at ${websitePath(website.slug)}.`}
        />
      </form>

      <form className={styles.section} onSubmit={savePassword} noValidate aria-labelledby="site-password-title">
        <h3 id="site-password-title">Password</h3>
        <p className={styles.hint}>
          {website.has_password
            ? 'Guests type the password once on each device to open your site.'
            : 'Anyone with the link can open your site. Add a password to keep it to the people you give it to.'}
        </p>
        <label htmlFor="site-new-password" className={styles.label}>
          {website.has_password ? 'New password' : 'Password'}
        </label>
        <div className={styles.inline}>
          <input
            id="site-new-password"
            className={styles.input}
            type="text"
            autoComplete="off"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            aria-describedby="site-password-hint"
          />
          <button type="submit" className={styles.secondary} disabled={newPassword.length < 4 || password.status === 'loading'}>
            {website.has_password ? 'Change password' : 'Set password'}
          </button>
        </div>
        <p id="site-password-hint" className={styles.hint}>
          At least 4 characters. Changing it asks every guest for the new one.
        </p>
        {website.has_password && (
          <button type="button" className={styles.linkButton} onClick={() => onPassword(null)} disabled={password.status === 'loading'}>
            Remove the password
          </button>
        )}
        <Status
          request={password}
          saved={lastSaved === 'password'}
          message={website.has_password ? 'Password saved.' : 'Password removed.'}
        />
      </form>

      <section className={styles.section} aria-labelledby="site-search">
        <h3 id="site-search">Search engines</h3>
        <div className={styles.check}>
          <input
            id="site-hide"
            type="checkbox"
            checked={website.hide_from_search}
            disabled={saves.privacy.status === 'loading'}
            onChange={(e) => onSave('privacy', { hide_from_search: e.target.checked })}
          />
          <label htmlFor="site-hide">Hide my site from search engines</label>
        </div>
        <Status request={saves.privacy} saved={lastSaved === 'privacy'} message="Saved." />
      </section>

      <form className={styles.section} onSubmit={saveDeadline} noValidate aria-labelledby="site-rsvp">
        <h3 id="site-rsvp">Reply-by date</h3>
        <label htmlFor="site-deadline" className={styles.label}>
          Guests should reply by
        </label>
        <div className={styles.inline}>
          <input id="site-deadline" className={styles.input} type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
          <button
            type="submit"
            className={styles.secondary}
            disabled={saves.rsvp.status === 'loading' || deadline === (website.rsvp_deadline ?? '')}
          >
            Save date
          </button>
        </div>
        <Status request={saves.rsvp} saved={lastSaved === 'rsvp'} message="Saved." />
      </form>
    </div>
  );
}

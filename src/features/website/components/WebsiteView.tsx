import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { daysUntilWedding } from '../../../contracts/weddingDates';
import { PLACE_KIND_LABELS, countdownText, formatSiteDate } from '../../../contracts/websiteRules';
import type { PublicSite, SitePage } from '../../../contracts/website';
import { themeProperties, websiteTheme } from '../../../contracts/websiteThemes';
import { HeaderArt } from './HeaderArt';
import { SiteGallery } from './SiteGallery';
import styles from './WebsiteView.module.scss';

/**
 * A wedding website as guests see it (the public page, and the editor's preview). Every text the
 * couple typed is rendered as text; only `*_html` fields, which the server rendered from markdown
 * and sanitised (server/lib/markdown.ts), are set as HTML. Laid out by container queries, so the
 * preview at phone width is the phone layout whatever the window's width.
 */
export function WebsiteView({
  site,
  now = new Date(),
  idPrefix = 'site',
  rsvp,
}: {
  site: PublicSite;
  now?: Date;
  idPrefix?: string;
  /** What the RSVP page holds below its text: the guest's form (the editor's preview shows a note). */
  rsvp?: ReactNode;
}) {
  const theme = websiteTheme(site.theme);
  const days = daysUntilWedding(site.wedding_date, site.time_zone, now);
  const countdown = days === null ? null : countdownText(days);
  const sections = site.pages.filter((p) => p.kind !== 'HOME');
  const home = site.pages.find((p) => p.kind === 'HOME');
  const id = (page: SitePage) => `${idPrefix}-${page.anchor}`;
  return (
    <div className={styles.frame}>
      <div className={styles.site} style={themeProperties(theme)} data-theme={theme.key}>
        <header className={styles.hero}>
          <HeaderArt treatment={theme.header} />
          <p className={styles.kicker}>The wedding of</p>
          <h1 className={styles.names}>{site.couple.first_names}</h1>
          {site.wedding_date && <p className={styles.date}>{formatSiteDate(site.wedding_date)}</p>}
          {(site.venue || site.place) && <p className={styles.place}>{[site.venue, site.place].filter(Boolean).join(' · ')}</p>}
          {home?.show_countdown && countdown && <p className={styles.countdown}>{countdown}</p>}
        </header>
        {sections.length > 0 && (
          <nav className={styles.nav} aria-label="Wedding website">
            <ul>
              {sections.map((page) => (
                <li key={page.kind}>
                  <a href={`#${id(page)}`}>{page.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.pages}>
          {site.pages
            .filter((page) => page.kind !== 'HOME' || page.body_html || (page.show_photo && site.photo))
            .map((page) => (
              <section key={page.kind} id={id(page)} className={styles.page} aria-labelledby={`${id(page)}-title`}>
                {page.kind === 'HOME' ? (
                  <h2 id={`${id(page)}-title`} className={styles.homeTitle}>
                    {page.title}
                  </h2>
                ) : (
                  <h2 id={`${id(page)}-title`}>{page.title}</h2>
                )}
                <PageBody page={page} site={site} rsvp={rsvp} />
              </section>
            ))}
        </div>
        <footer className={styles.footer}>
          <p>
            {site.couple.first_names}
            {site.wedding_date ? ` · ${formatSiteDate(site.wedding_date)}` : ''}
          </p>
        </footer>
      </div>
    </div>
  );
}

function Html({ html }: { html: string }) {
  if (!html) return null;
  // Rendered from markdown and sanitised by the server (allow-listed tags, http(s)/mailto/tel links only).
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Photo({ site, large }: { site: PublicSite; large?: boolean }) {
  if (!site.photo) return null;
  return (
    <img
      className={large ? styles.photoLarge : styles.photo}
      src={site.photo.url}
      srcSet={site.photo.src_set}
      sizes="(min-width: 700px) 640px, 100vw"
      width={site.photo.width}
      height={site.photo.height}
      alt={`${site.couple.first_names}`}
      loading="lazy"
      decoding="async"
    />
  );
}

function MapLink({ href, name }: { href: string | null; name: string }) {
  if (!href) return null;
  return (
    <a className={styles.mapLink} href={href} target="_blank" rel="noopener noreferrer">
      Map<span className="visually-hidden"> of {name} (opens in a new tab)</span>
    </a>
  );
}

function PageBody({ page, site, rsvp }: { page: SitePage; site: PublicSite; rsvp?: ReactNode }) {
  switch (page.kind) {
    case 'HOME':
      return (
        <>
          {page.show_photo && <Photo site={site} large />}
          <Html html={page.body_html} />
        </>
      );
    case 'SCHEDULE':
      return (
        <>
          <Html html={page.body_html} />
          {site.schedule.length === 0 ? (
            <p className={styles.muted}>The schedule is on its way.</p>
          ) : (
            <ol className={styles.schedule}>
              {site.schedule.map((event) => (
                <li key={event.id} className={styles.card}>
                  <h3>{event.name}</h3>
                  {(event.date || event.time) && (
                    <p className={styles.when}>
                      {[event.date ? formatSiteDate(event.date) : null, event.time].filter(Boolean).join(' · ')}
                    </p>
                  )}
                  {event.place && <p>{event.place}</p>}
                  {event.address && <p className={styles.muted}>{event.address}</p>}
                  <MapLink href={event.map_url} name={event.place || event.name} />
                </li>
              ))}
            </ol>
          )}
        </>
      );
    case 'TRAVEL':
      return (
        <>
          <Html html={page.body_html} />
          {page.places.length > 0 && (
            <ul className={styles.cards}>
              {page.places.map((place, i) => (
                <li key={i} className={styles.card}>
                  <p className={styles.tag}>{PLACE_KIND_LABELS[place.kind]}</p>
                  <h3>{place.name}</h3>
                  {place.address && <p className={styles.muted}>{place.address}</p>}
                  {place.note && <p>{place.note}</p>}
                  <p className={styles.links}>
                    <MapLink href={place.map_url} name={place.name} />
                    {place.url && (
                      <a href={place.url} target="_blank" rel="noopener noreferrer nofollow">
                        Website<span className="visually-hidden"> of {place.name} (opens in a new tab)</span>
                      </a>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'WEDDING_PARTY':
      return (
        <>
          <Html html={page.body_html} />
          {page.people.length > 0 && (
            <ul className={styles.people}>
              {page.people.map((person, i) => (
                <li key={i} className={styles.card}>
                  {person.photo ? (
                    <img
                      className={styles.portrait}
                      src={person.photo.url}
                      srcSet={person.photo.src_set}
                      sizes="128px"
                      width={person.photo.width}
                      height={person.photo.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.initial} aria-hidden="true">
                      {person.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <h3>{person.name}</h3>
                  {person.role && <p className={styles.role}>{person.role}</p>}
                  {person.note && <p>{person.note}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'PHOTOS':
      return (
        <>
          <Html html={page.body_html} />
          {site.gallery.length > 0 ? <SiteGallery photos={site.gallery} names={site.couple.first_names} /> : <Photo site={site} large />}
        </>
      );
    case 'FAQ':
      return (
        <>
          <Html html={page.body_html} />
          {page.faqs.length > 0 && (
            <dl className={styles.faqs}>
              {page.faqs.map((faq, i) => (
                <div key={i} className={styles.faq}>
                  <dt>{faq.question}</dt>
                  <dd>
                    <Html html={faq.answer_html} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </>
      );
    case 'REGISTRY':
      return (
        <>
          <Html html={page.body_html} />
          <p className={styles.links}>
            {site.registry_path && (
              <Link className={styles.button} to={site.registry_path}>
                Our Confetti registry
              </Link>
            )}
            {page.links.map((link, i) => (
              <a key={i} className={styles.buttonSecondary} href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ))}
          </p>
        </>
      );
    case 'RSVP':
      return (
        <>
          {site.rsvp_deadline && <p className={styles.when}>Please reply by {formatSiteDate(site.rsvp_deadline)}.</p>}
          <Html html={page.body_html} />
          {rsvp}
        </>
      );
    default:
      return <Html html={page.body_html} />;
  }
}

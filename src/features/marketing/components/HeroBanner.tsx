import { Link } from 'react-router-dom';
import type { HeroBanner as HeroBannerContent } from '../types';
import styles from './HeroBanner.module.scss';

/** The title with its highlightText part emphasised (spec §3: title plain or with highlightText). */
export function HeroTitle({ title, highlightText }: { title: string; highlightText?: string }) {
  const at = highlightText ? title.indexOf(highlightText) : -1;
  if (!highlightText || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <em className={styles.highlight}>{highlightText}</em>
      {title.slice(at + highlightText.length)}
    </>
  );
}

const DESKTOP = '(min-width: 992px)';

/**
 * Spec §2/§3 hero banner, from content data: title (with highlightText), content, value props,
 * primary and secondary buttons and further actions (or one link for the whole banner), photos
 * with an alternate picture below desktop (or none: hideImageNonDesktop), a testimonial, and the
 * photo on either side.
 */
export function HeroBanner({
  banner,
  headingLevel = 1,
  id = 'hero-title',
}: {
  banner: HeroBannerContent;
  headingLevel?: 1 | 2;
  id?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [photo, inset] = banner.images;
  const layout = [styles.hero, banner.isPhotoOnRight === false ? styles.photoLeft : '', banner.asLink ? styles.asLink : ''].join(' ');
  return (
    <section className={layout} aria-labelledby={id}>
      <div className={styles.text}>
        {banner.eyebrow && <p className="eyebrow">{banner.eyebrow}</p>}
        <Heading id={id} className={styles.title}>
          {banner.asLink ? (
            <Link to={banner.asLink.href} className={styles.coverLink}>
              <HeroTitle title={banner.title} highlightText={banner.highlightText} />
            </Link>
          ) : (
            <HeroTitle title={banner.title} highlightText={banner.highlightText} />
          )}
        </Heading>
        {banner.content && <p className={styles.content}>{banner.content}</p>}
        {banner.valueProps && banner.valueProps.length > 0 && (
          <ul className={styles.valueProps}>
            {banner.valueProps.map((prop) => (
              <li key={prop}>{prop}</li>
            ))}
          </ul>
        )}
        {banner.asLink ? (
          <p className={styles.linkLabel} aria-hidden="true">
            {banner.asLink.label} →
          </p>
        ) : (
          (banner.primaryButton || banner.secondaryButton || banner.actions?.length) && (
            <div className={styles.actions}>
              {banner.primaryButton && (
                <Link className="button" to={banner.primaryButton.href}>
                  {banner.primaryButton.label}
                </Link>
              )}
              {banner.secondaryButton && (
                <Link className={styles.secondaryButton} to={banner.secondaryButton.href}>
                  {banner.secondaryButton.label}
                </Link>
              )}
              {banner.actions?.map((action) => (
                <Link key={action.href} className={styles.action} to={action.href}>
                  {action.label}
                </Link>
              ))}
            </div>
          )
        )}
        {banner.testimonial && (
          <figure className={styles.testimonial}>
            <img src={banner.testimonial.image} alt="" width={56} height={56} />
            <blockquote>
              <p>“{banner.testimonial.quote}”</p>
            </blockquote>
            <figcaption>
              {banner.testimonial.firstName}
              {banner.testimonial.secondName ? ` & ${banner.testimonial.secondName}` : ''}
            </figcaption>
          </figure>
        )}
      </div>
      {photo && (
        <div className={`${styles.media} ${banner.hideImageNonDesktop ? styles.desktopOnly : ''}`}>
          <picture>
            {banner.altMedia && !banner.hideImageNonDesktop && (
              <source media={DESKTOP} srcSet={photo.src} width={photo.width} height={photo.height} />
            )}
            <img
              className={styles.photo}
              src={banner.altMedia && !banner.hideImageNonDesktop ? banner.altMedia.src : photo.src}
              alt={banner.altMedia && !banner.hideImageNonDesktop ? banner.altMedia.alt : photo.alt}
              width={banner.altMedia && !banner.hideImageNonDesktop ? banner.altMedia.width : photo.width}
              height={banner.altMedia && !banner.hideImageNonDesktop ? banner.altMedia.height : photo.height}
              fetchPriority="high"
            />
          </picture>
          {inset && (
            <img className={styles.inset} src={inset.src} alt={inset.alt} width={inset.width} height={inset.height} loading="lazy" />
          )}
        </div>
      )}
    </section>
  );
}

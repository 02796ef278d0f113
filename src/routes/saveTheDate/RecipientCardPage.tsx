import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CardPreview } from '../../features/saveTheDate/components/CardPreview';
import styles from '../../features/saveTheDate/components/SaveTheDate.module.scss';
import { selectStdCard, selectStdUnsubscribe } from '../../features/saveTheDate/saveTheDateSelectors';
import { stdCardOpened, stdUnsubscribeRequested } from '../../features/saveTheDate/saveTheDateSlice';

/**
 * /wedding-planning/digital/save-the-date/card/{token}: a recipient's card, from the link in their
 * mail (no account): the card, "Add to calendar" (.ics), the couple's website, and unsubscribe.
 */
export default function RecipientCardPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const asksToUnsubscribe = params.get('unsubscribe') === '1';
  const dispatch = useAppDispatch();
  const card = useAppSelector(selectStdCard);
  const unsub = useAppSelector(selectStdUnsubscribe);
  const unsubRef = useRef<HTMLElement>(null);

  useEffect(() => {
    dispatch(stdCardOpened(token));
  }, [dispatch, token]);
  useEffect(() => {
    if (asksToUnsubscribe && card.card) unsubRef.current?.focus();
  }, [asksToUnsubscribe, card.card]);

  if (card.status === 'failed')
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1>Save the date</h1>
        <p role="alert" className={styles.error}>
          {card.error?.message}
        </p>
      </div>
    );
  if (!card.card)
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1>Save the date</h1>
        <p role="status">Opening your card…</p>
      </div>
    );
  const c = card.card;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.visuallyHidden}>
        {c.couple_names}: {c.card.wording.headline}
      </h1>
      <p className={styles.intro}>For {c.household_name}</p>
      <CardPreview
        artUrl={c.card.art_url}
        paper={c.card.paper}
        ink={c.card.ink}
        accent={c.card.accent}
        wording={c.card.wording}
        animated={c.card.animated}
        headingLevel="h2"
      />
      <p className={styles.actions}>
        <a className={styles.primary} href={c.calendar_url} download="save-the-date.ics">
          Add to calendar
        </a>
        {c.website_url ? (
          <a className={styles.secondary} href={c.website_url}>
            Visit our wedding website
          </a>
        ) : null}
      </p>
      <section className={styles.section} aria-labelledby="std-unsubscribe" ref={unsubRef} tabIndex={-1}>
        <h2 id="std-unsubscribe" className={styles.small}>
          Emails from {c.couple_names}
        </h2>
        {c.unsubscribed ? (
          <p role="status">{unsub.message ?? 'You won’t get any more save-the-date emails from this couple.'}</p>
        ) : (
          <>
            <p>Don’t want save-the-date emails from {c.couple_names}? Unsubscribe and you won’t get another.</p>
            {unsub.status === 'failed' ? (
              <p role="alert" className={styles.error}>
                {unsub.error?.message}
              </p>
            ) : null}
            <button
              type="button"
              className={styles.secondary}
              disabled={unsub.status === 'loading'}
              onClick={() => dispatch(stdUnsubscribeRequested(token))}
            >
              Unsubscribe
            </button>
          </>
        )}
      </section>
    </div>
  );
}

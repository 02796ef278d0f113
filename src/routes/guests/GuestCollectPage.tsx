import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { CollectAddressForm } from '../../features/guestIo/components/CollectAddressForm';
import { selectCollectFind, selectCollectHousehold, selectCollectInfo, selectCollectSave } from '../../features/guestIo/guestIoSelectors';
import {
  collectAddRequested,
  collectFindRequested,
  collectPageOpened,
  collectRestarted,
  collectSaveRequested,
} from '../../features/guestIo/guestCollectSlice';
import io from '../../features/guestIo/components/GuestIo.module.scss';
import styles from './GuestsIo.module.scss';

/**
 * /wedding-planning/guests/collect/{token}: a guest, without an account, finds their household by
 * their name (or adds it, when the couple allows) and gives the couple their mailing address.
 */
export default function GuestCollectPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const householdKey = params.get('household');
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectCollectInfo);
  const find = useAppSelector(selectCollectFind);
  const household = useAppSelector(selectCollectHousehold);
  const save = useAppSelector(selectCollectSave);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [adding, setAdding] = useState(false);
  const stepRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(collectPageOpened({ token, householdKey }));
  }, [dispatch, token, householdKey]);
  // Each step's heading takes the focus, so a screen reader hears where the guest is.
  useEffect(() => {
    stepRef.current?.focus();
  }, [household?.key, save.saved, adding]);

  const couple = info.info?.couple_names ?? 'the couple';
  if (info.status === 'failed') {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1>Share your address</h1>
        <div className={styles.message} role="alert">
          <p>{info.error?.message}</p>
        </div>
      </div>
    );
  }

  const submitFind = (event: FormEvent) => {
    event.preventDefault();
    dispatch(collectFindRequested({ token, firstName: first, lastName: last }));
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Share your address with {couple}</h1>
      <p className={styles.intro}>{couple} would like your mailing address for their wedding invitations. Only they will see it.</p>
      {save.saved ? (
        <section className={io.section} aria-labelledby="collect-done">
          <h2 id="collect-done" tabIndex={-1} ref={stepRef}>
            Thank you!
          </h2>
          <p className={io.ok}>{save.saved.message}</p>
          <p>This is how your invitation will be addressed:</p>
          <p className={io.addressed}>{[save.saved.household.display_name, ...save.saved.address_lines].join('\n')}</p>
          <button type="button" className={io.secondary} onClick={() => dispatch(collectRestarted())}>
            Fill in another household
          </button>
        </section>
      ) : household ? (
        <section className={io.section} aria-labelledby="collect-address">
          <h2 id="collect-address" tabIndex={-1} ref={stepRef}>
            {household.display_name}
          </h2>
          <p className={io.hint}>
            {household.has_address
              ? 'We have an address for you already. Fill in the form to replace it with your current one.'
              : 'Where should your invitation go?'}{' '}
            <button type="button" className={io.linkButton} onClick={() => dispatch(collectRestarted())}>
              Not you? Search again
            </button>
          </p>
          <CollectAddressForm
            saving={save.status === 'loading'}
            error={save.status === 'failed' ? save.error : null}
            doubt={save.doubt}
            submitLabel="Save my address"
            onSubmit={(body) => dispatch(collectSaveRequested({ token, key: household.key, body }))}
          />
        </section>
      ) : adding ? (
        <section className={io.section} aria-labelledby="collect-add">
          <h2 id="collect-add" tabIndex={-1} ref={stepRef}>
            Add your household
          </h2>
          <CollectAddressForm
            withNames
            saving={save.status === 'loading'}
            error={save.status === 'failed' ? save.error : null}
            doubt={save.doubt}
            submitLabel="Add my household"
            onSubmit={(body) =>
              dispatch(
                collectAddRequested({ token, body: { ...body, first_name: body.first_name ?? '', last_name: body.last_name ?? '' } }),
              )
            }
          />
          <button type="button" className={io.linkButton} onClick={() => setAdding(false)}>
            Back to finding my name
          </button>
        </section>
      ) : (
        <section className={io.section} aria-labelledby="collect-find">
          <h2 id="collect-find" tabIndex={-1} ref={stepRef}>
            Find your invitation
          </h2>
          <p className={io.hint}>Enter your first and last name as they would be on your invitation.</p>
          <form onSubmit={submitFind} noValidate>
            <div className={io.grid}>
              <TextField label="First name" required value={first} onChange={setFirst} autoComplete="given-name" />
              <TextField label="Last name" required value={last} onChange={setLast} autoComplete="family-name" />
            </div>
            {find.status === 'failed' && find.error && (
              <p className={io.error} role="alert">
                {find.error.message}
              </p>
            )}
            <div className={io.actions}>
              <button type="submit" className={io.primary} disabled={find.status === 'loading' || info.status !== 'succeeded'}>
                {find.status === 'loading' ? 'Looking…' : 'Find my invitation'}
              </button>
            </div>
          </form>
          {info.info?.allow_new_households && (
            <p>
              Not on the list?{' '}
              <button type="button" className={io.linkButton} onClick={() => setAdding(true)}>
                Add your household
              </button>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

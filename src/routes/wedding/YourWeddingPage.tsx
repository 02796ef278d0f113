import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { imageSrcSet, imageUrl } from '../../contracts/media';
import { selectIsGuest } from '../../features/user/userSelectors';
import {
  invitationRevokeRequested,
  memberRemoveRequested,
  partnerInviteRequested,
  weddingFlowsReset,
  weddingSaveRequested,
} from '../../features/wedding/weddingEvents';
import {
  selectInvite,
  selectRemoveMember,
  selectRevoke,
  selectWeddingAnswer,
  selectWeddingLoad,
  selectWeddingSave,
} from '../../features/wedding/weddingSelectors';
import { PartnerSection } from '../../features/wedding/components/PartnerSection';
import { WeddingForm } from '../../features/wedding/components/WeddingForm';
import styles from '../../features/wedding/components/Wedding.module.scss';
import { useWeddingOnFocus } from './useWeddingOnFocus';

/** /wedding-planning/your-wedding: the couple edits their wedding and plans it together. */
export default function YourWeddingPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const answer = useAppSelector(selectWeddingAnswer);
  const load = useAppSelector(selectWeddingLoad);
  const save = useAppSelector(selectWeddingSave);
  const invite = useAppSelector(selectInvite);
  const revoke = useAppSelector(selectRevoke);
  const remove = useAppSelector(selectRemoveMember);
  // Edited since the last save: the "saved" note goes until the next one.
  const [edited, setEdited] = useState(false);
  useWeddingOnFocus(!isGuest);
  useEffect(() => () => void dispatch(weddingFlowsReset()), [dispatch]);

  if (isGuest) {
    return (
      <section className={styles.page}>
        <h1>Your wedding</h1>
        <p>
          <Link to={`/account/login?next=${encodeURIComponent('/wedding-planning/your-wedding')}`}>Log in</Link> to see and change your
          wedding details, or <Link to="/wedding/onboard/wedding-planning">get started</Link>.
        </p>
      </section>
    );
  }
  if (!answer) {
    return (
      <section className={styles.page}>
        <h1>Your wedding</h1>
        {load.status === 'failed' ? (
          load.error?.status === 404 ? (
            <p>
              {load.error.message} <Link to="/wedding/onboard/wedding-planning">Tell us about it</Link>.
            </p>
          ) : (
            <p className={styles.error} role="alert">
              {load.error?.message}{' '}
              <button type="button" className={styles.linkButton} onClick={() => window.location.reload()}>
                Try again
              </button>
            </p>
          )
        ) : (
          <p role="status">Loading your wedding…</p>
        )}
      </section>
    );
  }

  const { wedding } = answer;
  return (
    <section className={styles.page}>
      <p className="eyebrow">Wedding planning</p>
      <h1>Your wedding</h1>
      <p className={styles.intro}>
        {wedding.owner_first_name} & {wedding.partner_first_name}: everything here is shared by both of you.
      </p>
      {/* Re-created when the server's copy changes (a partner's edit seen on focus), so it shows what is saved.
          The photo is uploaded where guests see it used: the registry settings. */}
      <WeddingForm
        key={wedding.updated_at}
        wedding={wedding}
        saving={save.status === 'loading'}
        error={save.error}
        onEdit={() => setEdited(true)}
        photoField={
          <>
            {wedding.couple_photo_id && (
              <img
                src={imageUrl(wedding.couple_photo_id, 320)}
                srcSet={imageSrcSet(wedding.couple_photo_id)}
                sizes="160px"
                width={160}
                alt="The two of you"
              />
            )}
            <p>
              <Link to="/registry/settings#photo-title">{wedding.couple_photo_id ? 'Change your couple photo' : 'Add a couple photo'}</Link>{' '}
              in your registry settings: guests see it on your registry and in Find a couple.
            </p>
          </>
        }
        onSubmit={(fields) => {
          setEdited(false);
          dispatch(weddingSaveRequested(fields));
        }}
      />
      {/* Right under the Save button, outside the re-created form so that it is announced when it changes. */}
      <p className={styles.savedNote} role="status">
        {save.status === 'succeeded' && !edited ? 'Your wedding details are saved.' : ''}
      </p>
      <PartnerSection
        // A sent or withdrawn invitation starts the invite form afresh.
        key={answer.invitations.map((i) => i.id).join(',')}
        answer={answer}
        inviting={invite.status === 'loading'}
        inviteError={invite.error}
        removing={remove.status === 'loading'}
        removeError={remove.error}
        revokeError={revoke.error}
        onInvite={(email) => dispatch(partnerInviteRequested(email))}
        onRevoke={(id) => dispatch(invitationRevokeRequested(id))}
        onRemove={(userId) => dispatch(memberRemoveRequested(userId))}
      />
    </section>
  );
}

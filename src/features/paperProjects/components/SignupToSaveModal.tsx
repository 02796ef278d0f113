import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import { safeReturnTo, withReturnTo } from '../../../contracts/returnTo';
import type { ModalComponentProps } from '../../modals/modalRegistry';
import { selectIsGuest } from '../../user/userSelectors';
import styles from './SignupToSaveModal.module.scss';

/**
 * pushSignupIntoCustomization: at a signed-out guest's first save, the offer to keep the card with
 * an account. The card is already saved in this browser; signing up or logging in (which come back
 * to the card) makes it the account's. Opened with `{ returnTo }` (the card's page).
 */
export default function SignupToSaveModal({ props, onClose }: ModalComponentProps) {
  const isGuest = useAppSelector(selectIsGuest);
  const returnTo = safeReturnTo(props.returnTo);
  useEffect(() => {
    if (!isGuest) onClose();
  }, [isGuest, onClose]);
  return (
    <Modal title="Save your card to an account" onClose={onClose}>
      <p className={styles.text}>
        Your card is saved in this browser for now. Create a free account to keep it, come back to it on any device and order it when you
        are ready.
      </p>
      <div className={styles.actions}>
        <Link className="button" to={withReturnTo('/account/signup', returnTo)} onClick={onClose}>
          Create an account
        </Link>
        <Link className={styles.link} to={withReturnTo('/account/login', returnTo)} onClick={onClose}>
          Log in
        </Link>
        <button type="button" className={styles.later} onClick={onClose}>
          Not now
        </button>
      </div>
    </Modal>
  );
}

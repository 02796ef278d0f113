import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Modal } from '../../../components/Modal/Modal';
import { useAppSelector } from '../../../app/hooks';
import { returnToFor } from '../../../contracts/returnTo';
import { selectIsGuest } from '../../user/userSelectors';
import { LoginForm } from './LoginForm';
import type { ModalComponentProps } from '../../modals/modalRegistry';

/**
 * Spec §2 'auth' modal: log in without leaving the page (so the person stays where they were);
 * closes itself once signed in. Choosing to sign up instead carries this page on as the return path.
 */
export default function AuthModal({ onClose }: ModalComponentProps) {
  const isGuest = useAppSelector(selectIsGuest);
  const returnTo = returnToFor(useLocation());
  useEffect(() => {
    if (!isGuest) onClose();
  }, [isGuest, onClose]);
  return (
    <Modal title="Log in" onClose={onClose}>
      <LoginForm onForgot={onClose} returnTo={returnTo} />
    </Modal>
  );
}

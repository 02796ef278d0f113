import { useEffect } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { useAppSelector } from '../../../app/hooks';
import { selectIsGuest } from '../../user/userSelectors';
import { LoginForm } from './LoginForm';
import type { ModalComponentProps } from '../../modals/modalRegistry';

/** Spec §2 'auth' modal: log in without leaving the page; closes itself once signed in. */
export default function AuthModal({ onClose }: ModalComponentProps) {
  const isGuest = useAppSelector(selectIsGuest);
  useEffect(() => {
    if (!isGuest) onClose();
  }, [isGuest, onClose]);
  return (
    <Modal title="Log in" onClose={onClose}>
      <LoginForm onForgot={onClose} />
    </Modal>
  );
}

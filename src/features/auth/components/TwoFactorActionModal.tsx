import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { TextField } from '../../../components/TextField/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { actionCodeRequested, actionCodeSubmitted, authFlowReset } from '../authEvents';
import { selectAuthFlow } from '../authSelectors';
import type { ModalComponentProps } from '../../modals/modalRegistry';

/**
 * Spec §2 'two-factor action' modal: a sensitive change (email, password, two-factor) needs the
 * code we e-mail. Sends a code on open; closes once the code is verified.
 */
export default function TwoFactorActionModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectAuthFlow('actionCodeSend'));
  const verify = useAppSelector(selectAuthFlow('actionCodeVerify'));
  const [code, setCode] = useState('');

  useEffect(() => {
    dispatch(authFlowReset('actionCodeVerify'));
    dispatch(actionCodeRequested());
  }, [dispatch]);
  useEffect(() => {
    if (verify.status === 'succeeded') onClose();
  }, [verify.status, onClose]);

  return (
    <Modal title="Confirm it’s you" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          dispatch(actionCodeSubmitted({ code: code.trim() }));
        }}
      >
        <p>{send.status === 'failed' ? send.error?.message : 'We emailed you a 6-digit security code. Enter it to confirm this change.'}</p>
        {verify.error && (
          <p role="alert" className="form-error">
            {verify.error.message}
          </p>
        )}
        <TextField
          label="Security code"
          value={code}
          onChange={setCode}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <button type="submit" className="button" disabled={verify.status === 'loading'}>
          Confirm
        </button>{' '}
        <button type="button" className="link-button" onClick={() => dispatch(actionCodeRequested())}>
          Send a new code
        </button>
      </form>
    </Modal>
  );
}

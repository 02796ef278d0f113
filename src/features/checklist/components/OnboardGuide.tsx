import { Modal } from '../../../components/Modal/Modal';
import styles from './Checklist.module.scss';

/** Spec §3/§9's first-visit guide, opened by the checklistOnboard cookie (registry onboarding). */
export function OnboardGuide({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Your wedding checklist" onClose={onClose}>
      <div className={styles.guide}>
        <p>We made you a checklist of what couples do, from a year out to after the wedding, dated from your wedding date.</p>
        <ul>
          <li>Tick a task when it’s done; you can undo it.</li>
          <li>Assign tasks to each other, give them your own date, or hide the ones you don’t need.</li>
          <li>Your partner sees every change you make.</li>
        </ul>
        <button type="button" className={styles.primary} onClick={onClose}>
          Start planning
        </button>
      </div>
    </Modal>
  );
}

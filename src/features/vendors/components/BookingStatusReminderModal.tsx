import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import type { ModalComponentProps } from '../../modals/modalRegistry';
import { bookingStatusMarked } from '../vendorsEvents';
import { selectBookingReminder } from '../vendorsSelectors';
import styles from './BookingStatusReminderModal.module.scss';

/**
 * Spec §2 'booking status reminder' modal: the vendors the couple messaged, each answerable with
 * Booked or Still looking (saved to their account). Once one is booked, a congratulation.
 */
export default function BookingStatusReminderModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const { data, saving, saveError } = useAppSelector(selectBookingReminder);
  const vendors = data?.vendors ?? [];
  const booked = vendors.find((v) => v.status === 'BOOKED');
  return (
    <Modal title={booked ? 'Congratulations!' : 'Have you booked any vendors?'} onClose={onClose}>
      {booked ? (
        <p className={styles.intro} role="status">
          We marked <strong>{booked.name}</strong> as booked. We will stop asking, and your planning tools will count them in.
        </p>
      ) : (
        <p className={styles.intro}>You messaged these vendors. Let us know where things stand so we can tailor your recommendations.</p>
      )}
      <ul className={styles.list}>
        {vendors.map((vendor) => (
          <li key={vendor.id} className={styles.vendor}>
            <div>
              <Link to={vendor.url} onClick={onClose} className={styles.name}>
                {vendor.name}
              </Link>
              <span className={styles.category}>{vendor.categoryName}</span>
            </div>
            <div className={styles.answers} role="group" aria-label={`Did you book ${vendor.name}?`}>
              {(['BOOKED', 'STILL_LOOKING'] as const).map((status) => (
                <button
                  key={status}
                  type="button"
                  className={vendor.status === status ? styles.chosen : styles.answer}
                  aria-pressed={vendor.status === status}
                  disabled={saving === vendor.id}
                  onClick={() => dispatch(bookingStatusMarked({ vendorId: vendor.id, status }))}
                >
                  {status === 'BOOKED' ? 'Booked' : 'Still looking'}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {saveError && (
        <p className={styles.error} role="alert">
          {saveError.message} Your answer was not saved; please try again.
        </p>
      )}
      <div className={styles.footer}>
        <button type="button" className="button" onClick={onClose}>
          {booked ? 'Done' : 'Ask me later'}
        </button>
      </div>
    </Modal>
  );
}

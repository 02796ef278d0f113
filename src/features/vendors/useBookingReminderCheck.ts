import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../user/userSelectors';
import { bookingReminderChecked } from './vendorsEvents';

/** Vendor pages call this: for a signed-in couple the booking status reminder may be due (the saga decides). */
export function useBookingReminderCheck(): void {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  useEffect(() => {
    if (!isGuest) dispatch(bookingReminderChecked());
  }, [dispatch, isGuest]);
}

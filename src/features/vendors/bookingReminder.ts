/** The booking status reminder shows at most once per browser session (session storage). */
export const BOOKING_REMINDER_SHOWN_KEY = 'confetti.bookingReminder.shown';

const session = (): Pick<Storage, 'getItem' | 'setItem'> | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the reminder may then show once per page load
  }
};

export const reminderShownThisSession = (): boolean => session()?.getItem(BOOKING_REMINDER_SHOWN_KEY) === '1';
export const markReminderShown = (): void => {
  try {
    session()?.setItem(BOOKING_REMINDER_SHOWN_KEY, '1');
  } catch {
    // a full or blocked storage only means it could show again
  }
};

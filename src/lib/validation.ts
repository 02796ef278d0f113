/** Client-side form rules; the server validates again and has the last word. */
export { PASSWORD_MIN_LENGTH } from '../contracts/auth';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

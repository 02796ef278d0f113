/** Client-side form rules; the server validates again and has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

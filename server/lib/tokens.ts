import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random token of `bytes` bytes (default 256 bits), base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('base64url');

/**
 * Constant-time string comparison (length leaks, content does not): every code unit is compared,
 * without the two buffers `timingSafeEqual` needs (it runs on every state-changing request).
 */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

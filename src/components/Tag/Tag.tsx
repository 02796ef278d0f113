import type { ReactNode } from 'react';
import styles from './Tag.module.scss';

/** Spec §3 tag variants and sizes. */
export const TAG_VARIANTS = [
  'white',
  'gray',
  'green',
  'red',
  'purple',
  'sky',
  'gold',
  'silver',
  'bronze',
  'wine',
  'cove',
  'bay',
  'forest',
  'black-010',
  'orange',
  'lightNavy',
  'alternate',
  'primary',
  'secondary',
] as const;
export type TagVariant = (typeof TAG_VARIANTS)[number];
export const TAG_SIZES = ['regular', 'large', 'small'] as const;
export type TagSize = (typeof TAG_SIZES)[number];

export function Tag({ variant = 'primary', size = 'regular', children }: { variant?: TagVariant; size?: TagSize; children: ReactNode }) {
  return (
    <span
      className={`${styles.tag} ${styles[`variant-${variant}`] ?? ''} ${styles[`size-${size}`] ?? ''}`}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </span>
  );
}

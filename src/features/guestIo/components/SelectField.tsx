import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './GuestIo.module.scss';

/** A labelled select (the label names only the field, not its options). */
export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {children}
      </select>
    </div>
  );
}

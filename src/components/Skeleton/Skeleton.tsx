import styles from './Skeleton.module.scss';

/** A grey placeholder block; decorative, so hidden from assistive technology (pair it with a status). */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 4,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

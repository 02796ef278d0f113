import styles from './ProgressBar.module.scss';

/** A labelled progress bar (0–100) for fund goals and checklist categories. */
export function ProgressBar({ value, label, valueText }: { value: number; label: string; valueText?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped}%`}
    >
      <span className={styles.fill} style={{ width: `${clamped}%` }} />
    </div>
  );
}

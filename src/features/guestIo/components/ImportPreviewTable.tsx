import type { ImportPreview, ImportPreviewRow } from '../../../contracts/guestImport';
import styles from './GuestIo.module.scss';

export interface ImportPreviewTableProps {
  preview: ImportPreview;
  /** Rows the couple chose to leave out. */
  skipped: ReadonlySet<number>;
  onToggle: (row: number, include: boolean) => void;
}

const name = (r: ImportPreviewRow) => [r.first_name, r.last_name].filter(Boolean).join(' ') || '(no name)';

/**
 * The preview of an import (issue 27): each row as it will be written, with its problems. A row
 * with an error cannot be imported (fix the file, or leave it out); a duplicate starts left out.
 */
export function ImportPreviewTable({ preview, skipped, onToggle }: ImportPreviewTableProps) {
  return (
    // A table wider than the screen scrolls: keyboard users reach the scrolling with Tab (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <div className={styles.tableWrap} role="region" aria-label="Rows of the file" tabIndex={0}>
      <table className={styles.table}>
        <caption>Each row of the file, its problems, and whether it will be imported</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Import</th>
            <th scope="col">Guest</th>
            <th scope="col">Household</th>
            <th scope="col">Address</th>
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => {
            const included = !r.has_errors && !skipped.has(r.row);
            const warning = !r.has_errors && r.problems.length > 0;
            return (
              <tr key={r.row} className={r.has_errors ? styles.rowError : warning ? styles.rowWarning : undefined}>
                <th scope="row">{r.row}</th>
                <td>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={included}
                      disabled={r.has_errors}
                      onChange={(e) => onToggle(r.row, e.target.checked)}
                      aria-describedby={r.problems.length ? `import-row-${r.row}-problems` : undefined}
                    />
                    <span>{r.has_errors ? 'Fix first' : included ? 'Import' : 'Skip'}</span>
                    <span className="visually-hidden"> row {r.row}</span>
                  </label>
                </td>
                <td>
                  {name(r)}
                  {r.is_child && <span className={styles.muted}> (child)</span>}
                  {r.plus_one !== null && <span className={styles.muted}> +1{r.plus_one ? `: ${r.plus_one}` : ''}</span>}
                  {r.email && <div className={styles.muted}>{r.email}</div>}
                </td>
                <td>
                  {r.household_name}
                  {r.events.length > 0 && <div className={styles.muted}>Invited to {r.events.join(', ')}</div>}
                </td>
                <td>
                  {r.address_lines ? (
                    <p className={styles.lines}>{r.address_lines.join('\n')}</p>
                  ) : (
                    <span className={styles.muted}>None</span>
                  )}
                </td>
                <td>
                  {r.problems.length === 0 ? (
                    <span className={styles.muted}>None</span>
                  ) : (
                    <ul className={styles.problems} id={`import-row-${r.row}-problems`}>
                      {r.problems.map((p, i) => (
                        <li key={i} className={p.severity === 'error' ? styles.problemError : styles.problemWarning}>
                          <strong>{p.severity === 'error' ? 'Error' : 'Check'}</strong>
                          {p.column ? ` (${p.column})` : ''}: {p.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

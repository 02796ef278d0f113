import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../../contracts/guestCsv';
import { skipRowsParam, type ImportPreview, type ImportResult } from '../../../contracts/guestImport';
import type { RequestState } from '../../../lib/requestCases';
import { ImportPreviewTable } from './ImportPreviewTable';
import styles from './GuestIo.module.scss';

export interface ImportSectionProps {
  templateUrl: string;
  preview: RequestState & { fileName: string | null; result: ImportPreview | null };
  result: RequestState & { result: ImportResult | null };
  onPreview: (file: File) => void;
  onImport: (file: File, skip: string) => void;
  onClear: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Import from a spreadsheet (issue 27): the template, the file, the preview with each row's
 * problems (nothing written yet), then one import of the rows kept.
 */
export function ImportSection({ templateUrl, preview, result, onPreview, onImport, onClear }: ImportSectionProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  // A new key empties the file input (so the same file can be chosen again after a fix).
  const [inputKey, setInputKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const rows = preview.result;

  // A new preview: duplicates start left out; focus moves to what the file holds.
  useEffect(() => {
    if (!rows) return;
    setSkipped(new Set(rows.rows.filter((r) => r.duplicate_of && !r.has_errors).map((r) => r.row)));
    summaryRef.current?.focus();
  }, [rows]);
  useEffect(() => {
    if (!result.result) return;
    setFile(null);
    setInputKey((k) => k + 1);
    doneRef.current?.focus();
  }, [result.result]);

  const choose = (chosen: File | null) => {
    setTooLarge(null);
    setFile(chosen);
    if (!chosen) return;
    // Refused here at once rather than after an upload the server would refuse.
    if (chosen.size > MAX_IMPORT_BYTES) {
      setTooLarge(IMPORT_MESSAGES.tooLarge(chosen.size));
      return;
    }
    onPreview(chosen);
  };

  const errorRows = rows?.rows.filter((r) => r.has_errors) ?? [];
  const kept = rows?.rows.filter((r) => !r.has_errors && !skipped.has(r.row)) ?? [];
  const keptPeople = kept.reduce((n, r) => n + (r.plus_one !== null ? 2 : 1), 0);
  const skip = skipRowsParam([...skipped, ...errorRows.map((r) => r.row)]);

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Import from a spreadsheet</h2>
      <p className={styles.hint}>
        One person per row; people with the same household name share one invitation and address. Up to{' '}
        {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time. You will see every row before anything is saved.
      </p>
      <p>
        <a className={styles.secondary} href={templateUrl} download>
          Download the template (CSV)
        </a>
      </p>
      <label className={styles.fileLabel} htmlFor={inputId}>
        Choose your CSV file
      </label>
      <input
        key={inputKey}
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      {tooLarge && (
        <p className={styles.error} role="alert">
          {tooLarge}
        </p>
      )}
      {preview.status === 'loading' && <p role="status">Reading {preview.fileName}…</p>}
      {preview.status === 'failed' && preview.error && (
        <p className={styles.error} role="alert">
          {preview.error.message}
        </p>
      )}
      {result.status === 'succeeded' && result.result && (
        <p className={styles.ok} role="status" tabIndex={-1} ref={doneRef}>
          Imported {plural(result.result.guests_created, 'guest')} in {plural(result.result.households_created, 'household')}
          {result.result.tags_created ? ` and ${plural(result.result.tags_created, 'new tag')}` : ''}
          {result.result.rows_skipped ? `; ${plural(result.result.rows_skipped, 'row')} skipped` : ''}.{' '}
          <Link to="/wedding-planning/guests">See your guest list</Link>
        </p>
      )}

      {rows && file && (
        <>
          <div className={styles.summary} tabIndex={-1} ref={summaryRef} aria-live="polite">
            <p>
              <strong>{preview.fileName}</strong>: {plural(rows.summary.rows, 'row')}.{' '}
              {rows.summary.error_rows > 0 && (
                <span className={styles.problemError}>{plural(rows.summary.error_rows, 'row')} with errors. </span>
              )}
              {rows.summary.duplicate_rows > 0 && (
                <span className={styles.problemWarning}>{plural(rows.summary.duplicate_rows, 'row')} already on your list. </span>
              )}
            </p>
            {rows.ignored_columns.length > 0 && <p className={styles.muted}>Columns not imported: {rows.ignored_columns.join(', ')}.</p>}
            {errorRows.length > 0 && (
              <p>Rows with errors are left out. Fix them in your file and choose it again, or import the others now.</p>
            )}
          </div>
          <ImportPreviewTable
            preview={rows}
            skipped={skipped}
            onToggle={(row, include) =>
              setSkipped((current) => {
                const next = new Set(current);
                if (include) next.delete(row);
                else next.add(row);
                return next;
              })
            }
          />
          {result.status === 'failed' && result.error && (
            <p className={styles.error} role="alert">
              {result.error.message}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={kept.length === 0 || result.status === 'loading'}
              onClick={() => onImport(file, skip)}
            >
              {result.status === 'loading' ? 'Importing…' : `Import ${plural(keptPeople, 'guest')}`}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setFile(null);
                setInputKey((k) => k + 1);
                onClear();
              }}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}

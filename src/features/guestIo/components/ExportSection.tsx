import { useId, useState } from 'react';
import { LABEL_FORMAT_NAMES, LABEL_FORMATS, type LabelFormat, type LabelsSummary } from '../../../contracts/guestImport';
import { GUEST_LIST_LABELS, GUEST_LISTS, SIDES, sideLabel } from '../../../contracts/guestRules';
import type { EventView, TagView } from '../../../contracts/guests';
import { countries } from '../../../contracts/mailingAddress';
import type { RequestState } from '../../../lib/requestCases';
import { SelectField } from './SelectField';
import styles from './GuestIo.module.scss';

export interface ExportFilters {
  tag: string;
  event: string;
  side: string;
  list: string;
}
export const NO_FILTERS: ExportFilters = { tag: '', event: '', side: '', list: '' };

/** The filters as the list's query string (the same names the guest list's URL uses). */
export function filtersQuery(f: ExportFilters): string {
  const params = new URLSearchParams();
  for (const key of ['tag', 'event', 'side', 'list'] as const) if (f[key]) params.set(key, f[key]);
  return params.toString();
}

export interface ExportSectionProps {
  tags: TagView[];
  events: EventView[];
  partnerNames: [string, string];
  filters: ExportFilters;
  onFilters: (filters: ExportFilters) => void;
  labels: RequestState & { summary: LabelsSummary | null };
  exportUrl: string;
  labelsUrl: (format: LabelFormat, returnQuery: string) => string;
  origin: string;
}

const RETURN_FIELDS = [
  ['return_name', 'Name (“Alex Morgan & Jordan Lee”)'],
  ['return_address1', 'Street address'],
  ['return_address2', 'Apartment, suite (optional)'],
  ['return_city', 'City'],
  ['return_state_province', 'State / province'],
  ['return_postal_code', 'ZIP / postal code'],
] as const;

/**
 * Export the (filtered) list as a CSV and print mailing labels or envelopes (issue 27). Households
 * without an address are listed, with the collection link to send them.
 */
export function ExportSection({
  tags,
  events,
  partnerNames,
  filters,
  onFilters,
  labels,
  exportUrl,
  labelsUrl,
  origin,
}: ExportSectionProps) {
  const id = useId();
  const [format, setFormat] = useState<LabelFormat>('avery5160');
  const [ret, setRet] = useState<Record<string, string>>({ return_country: 'US' });
  const set = (key: keyof ExportFilters, value: string) => onFilters({ ...filters, [key]: value });
  const returnQuery = new URLSearchParams(
    Object.entries(ret).filter(([k, v]) => v.trim() && (k !== 'return_country' || ret.return_address1)),
  );
  const summary = labels.summary;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Export and print</h2>
      <p className={styles.hint}>
        Choose whom to include (nothing chosen: everyone). The CSV opens in any spreadsheet and can be imported again.
      </p>
      <div className={styles.grid}>
        <SelectField label="Tag" value={filters.tag} onChange={(e) => set('tag', e.target.value)}>
          <option value="">Any tag</option>
          {tags.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Invited to" value={filters.event} onChange={(e) => set('event', e.target.value)}>
          <option value="">Any event</option>
          {events.map((ev) => (
            <option key={ev.id} value={String(ev.id)}>
              {ev.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Side" value={filters.side} onChange={(e) => set('side', e.target.value)}>
          <option value="">Both sides and everyone</option>
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {sideLabel(s, partnerNames[0], partnerNames[1])}
            </option>
          ))}
        </SelectField>
        <SelectField label="List" value={filters.list} onChange={(e) => set('list', e.target.value)}>
          <option value="">A and B lists</option>
          {GUEST_LISTS.map((l) => (
            <option key={l} value={l}>
              {GUEST_LIST_LABELS[l]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.actions}>
        <a className={styles.primary} href={exportUrl} download>
          Download the guest list (CSV)
        </a>
      </div>

      <h3>Mailing labels and envelopes</h3>
      <SelectField label="Format" value={format} onChange={(e) => setFormat(e.target.value as LabelFormat)}>
        {LABEL_FORMATS.map((f) => (
          <option key={f} value={f}>
            {LABEL_FORMAT_NAMES[f]}
          </option>
        ))}
      </SelectField>
      <details className={styles.more}>
        <summary>Return address (printed on envelopes)</summary>
        <div className={styles.grid}>
          {RETURN_FIELDS.map(([key, label]) => (
            <label key={key} className={styles.select}>
              {label}
              <input value={ret[key] ?? ''} onChange={(e) => setRet({ ...ret, [key]: e.target.value })} />
            </label>
          ))}
          <SelectField label="Country" value={ret.return_country} onChange={(e) => setRet({ ...ret, return_country: e.target.value })}>
            {countries().map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
      </details>
      <div aria-live="polite">
        {labels.status === 'failed' && labels.error && <p className={styles.error}>{labels.error.message}</p>}
        {summary && (
          <>
            <p>
              {summary.printable === 1 ? '1 household' : `${summary.printable} households`} will print.
              {summary.missing.length > 0 &&
                ` ${summary.missing.length === 1 ? '1 household has' : `${summary.missing.length} households have`} no mailing address yet.`}
            </p>
            {summary.missing.length > 0 && (
              <>
                <ul className={styles.missing} aria-label="Households without a mailing address">
                  {summary.missing.slice(0, 50).map((m) => (
                    <li key={m.id}>{m.display_name}</li>
                  ))}
                  {summary.missing.length > 50 && <li>and {summary.missing.length - 50} more</li>}
                </ul>
                <p className={styles.hint}>
                  {summary.collect_path ? (
                    <>
                      Send them your address link: <a href={summary.collect_path}>{`${origin}${summary.collect_path}`}</a>
                    </>
                  ) : (
                    'Turn on your address link above and send it to them.'
                  )}
                </p>
              </>
            )}
          </>
        )}
      </div>
      <div className={styles.actions}>
        {summary && summary.printable === 0 ? (
          <p className={styles.muted}>Nothing to print yet.</p>
        ) : (
          <a className={styles.primary} href={labelsUrl(format, returnQuery.toString())} download>
            Download {format === 'avery5160' ? 'labels' : 'envelopes'} (PDF)
          </a>
        )}
      </div>
    </section>
  );
}

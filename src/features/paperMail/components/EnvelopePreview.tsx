import type { EnvelopeHousehold, EnvelopeReturnAddress } from '../../../contracts/paperMail';
import styles from './PaperMail.module.scss';

/** The return address as lines, US style (the PDF lays out each country's own way). */
export function returnLines(a: EnvelopeReturnAddress): string[] {
  const cityLine = [a.city.trim() && `${a.city.trim()},`, a.state_province.trim(), a.postal_code.trim()]
    .filter(Boolean)
    .join(' ')
    .replace(/,$/, '');
  return [a.name, a.address1, a.address2, cityLine, a.country].map((l) => l.trim()).filter(Boolean);
}

/** One envelope as it will print: the return address top left, the household's name and address right of centre. */
export function EnvelopePreview({
  household,
  from,
  aspect,
}: {
  household: EnvelopeHousehold;
  from: EnvelopeReturnAddress;
  aspect: number;
}) {
  const back = returnLines(from);
  return (
    <div
      className={styles.envelope}
      style={{ aspectRatio: String(aspect) }}
      aria-label={`Envelope to ${household.envelope_name}`}
      role="group"
    >
      <address className={styles.returnBlock}>
        {back.map((l, i) => (
          <span key={i}>
            {l}
            <br />
          </span>
        ))}
      </address>
      <address className={styles.recipient}>
        <strong>{household.envelope_name}</strong>
        {household.address_lines.map((l, i) => (
          <span key={i}>
            {l}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

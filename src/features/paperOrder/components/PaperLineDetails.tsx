import { useId } from 'react';
import { Link } from 'react-router-dom';
import { optionsSummary, PAPER_ORDER_MESSAGES, type CartPaper } from '../../../contracts/paperOrder';
import styles from './PaperLineDetails.module.scss';

/** A paper line's card in the cart: its options, its version and whether its proof is approved (with the way to approve it). */
export function PaperLineDetails({ paper, name }: { paper: CartPaper; name: string }) {
  return (
    <>
      <p className={styles.meta}>{optionsSummary(paper.options)}</p>
      {paper.approved ? (
        <p className={styles.approved}>Proof approved (version {paper.version})</p>
      ) : (
        <p className={styles.needsApproval}>
          {PAPER_ORDER_MESSAGES.needsApproval}{' '}
          <a href={paper.proofUrl} target="_blank" rel="noreferrer">
            Open the proof of {name} (PDF)
          </a>{' '}
          · <Link to={paper.projectUrl}>Review and approve it</Link>
        </p>
      )}
    </>
  );
}

/** A paper line's quantity: one of its price tiers' quantities. */
export function PaperQuantity({
  paper,
  name,
  quantity,
  disabled,
  onChange,
}: {
  paper: CartPaper;
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>Quantity of {name}</label>
      <select id={id} value={quantity} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {paper.quantities.map((q) => (
          <option key={q} value={q}>
            {q} cards
          </option>
        ))}
      </select>
    </div>
  );
}

import { Link } from 'react-router-dom';
import type { DashboardCard, DashboardTool, ToolState } from '../../../contracts/dashboard';
import { formatCents } from '../../../lib/money';
import styles from './Dashboard.module.scss';

/** Each tool's name and, for the honest "start" card of a tool not built yet, what it will do. */
export const TOOL_COPY: Record<DashboardTool, { name: string; does: string; start?: string }> = {
  guestList: { name: 'Guest list', does: 'Collect addresses, track RSVPs and meal choices for everyone you invite.' },
  website: { name: 'Wedding website', does: 'Share your story, the schedule, travel details and your registry with guests.' },
  checklist: { name: 'Checklist', does: 'A month-by-month plan of what to book and when, with what is done and what is overdue.' },
  budget: { name: 'Budget', does: 'Set what you want to spend, split it by category and track what you have paid.' },
  seating: { name: 'Seating chart', does: 'Lay out your tables and seat the guests from your guest list.' },
  paper: {
    name: 'Invitations & paper',
    does: 'Save the dates, invitations and thank-you cards in one matching style.',
    start: 'Find your invitations and paper',
  },
  vendors: { name: 'Vendors', does: 'Find, contact and book the vendors for your day.', start: 'Find your vendors' },
  registry: { name: 'Registry', does: 'Add the gifts and funds you want; guests buy from one list.' },
};

const STATE_LABEL: Record<ToolState, string> = { NOT_STARTED: 'Not started', IN_PROGRESS: 'In progress', DONE: 'Done' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The numbers a card shows (each tool's own), or null when it has none yet. */
function statLines(card: DashboardCard): string[] | null {
  if (!card.stats) return null;
  switch (card.tool) {
    case 'vendors':
      return [
        plural(card.stats.booked, 'vendor booked', 'vendors booked'),
        plural(card.stats.inquiries, 'vendor contacted', 'vendors contacted'),
        plural(card.stats.favorites, 'vendor saved', 'vendors saved'),
      ];
    case 'registry':
      return [
        plural(card.stats.items, 'gift or fund', 'gifts and funds'),
        card.stats.is_published ? 'Published: guests can find it' : 'Not published yet',
      ];
    case 'guestList':
      return [plural(card.stats.guests, 'guest', 'guests'), plural(card.stats.rsvps_received, 'RSVP received', 'RSVPs received')];
    case 'website':
      return [card.stats.published ? 'Published' : 'Not published yet'];
    case 'checklist':
      return [`${card.stats.done} of ${card.stats.total} done`, plural(card.stats.overdue, 'task overdue', 'tasks overdue')];
    case 'budget':
      return [`${formatCents(card.stats.spent_cents)} spent of ${formatCents(card.stats.allocated_cents)}`];
    case 'seating':
      return [`${card.stats.placed} of ${plural(card.stats.guests, 'guest', 'guests')} seated`];
    case 'paper':
      return [
        plural(card.stats.projects, 'card in the making', 'cards in the making'),
        plural(card.stats.save_the_date_sends, 'save-the-date send', 'save-the-date sends'),
      ];
  }
}

/** One planning tool: its state and numbers, or, until it exists, what it will do and where it lives today. */
export function ToolCard({ card }: { card: DashboardCard }) {
  const copy = TOOL_COPY[card.tool];
  const lines = statLines(card);
  const headingId = `tool-${card.tool}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId}>{copy.name}</h3>
        <span className={card.available ? styles[`state${card.state}`] : styles.stateSoon}>
          {card.available ? STATE_LABEL[card.state] : 'Coming soon'}
        </span>
      </div>
      {lines ? (
        <ul className={styles.stats}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.does}>{copy.does}</p>
      )}
      <Link className={styles.cardLink} to={card.path}>
        {!card.available
          ? `See what’s planned for the ${copy.name.toLowerCase()}`
          : card.state === 'NOT_STARTED'
            ? (copy.start ?? `Start your ${copy.name.toLowerCase()}`)
            : `Open your ${copy.name.toLowerCase()}`}
      </Link>
    </li>
  );
}

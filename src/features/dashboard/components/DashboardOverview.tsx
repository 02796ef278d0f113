import { Link } from 'react-router-dom';
import { daysToGoLabel, type DashboardView, type DashboardWedding, type RegistryProgress } from '../../../contracts/dashboard';
import { formatCents } from '../../../lib/money';
import { ToolCard } from './ToolCard';
import styles from './Dashboard.module.scss';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SEASONS = { SPRING: 'Spring', SUMMER: 'Summer', FALL: 'Fall', WINTER: 'Winter' } as const;

export const coupleNames = (w: Pick<DashboardWedding, 'owner_first_name' | 'partner_first_name'>) =>
  [w.owner_first_name, w.partner_first_name].filter(Boolean).join(' & ');

/** "Saturday, June 12, 2027"; or roughly when ("Summer 2027"); or null. The date is a calendar day: no time zone shifts it. */
export function weddingWhen(w: DashboardWedding): string | null {
  if (w.wedding_date) {
    return new Date(`${w.wedding_date}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
  }
  if (w.tentative_year && w.tentative_month) return `${MONTHS[w.tentative_month - 1]} ${w.tentative_year} (not decided yet)`;
  if (w.tentative_year && w.tentative_season) return `${SEASONS[w.tentative_season]} ${w.tentative_year} (not decided yet)`;
  if (w.tentative_year) return `${w.tentative_year} (not decided yet)`;
  return null;
}

function RegistrySection({ registry }: { registry: RegistryProgress | null }) {
  return (
    <section className={styles.registry} aria-labelledby="dashboard-registry">
      <h2 id="dashboard-registry">Your registry</h2>
      {registry ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>Gifts requested</dt>
              <dd>{registry.gifts_requested}</dd>
            </div>
            <div>
              <dt>Gifts purchased</dt>
              <dd>{registry.gifts_purchased}</dd>
            </div>
            <div>
              <dt>Cash funds raised</dt>
              <dd>{formatCents(registry.cash_funds_raised_cents)}</dd>
            </div>
            <div>
              <dt>Thank-yous to write</dt>
              <dd>{registry.thank_yous_to_write}</dd>
            </div>
          </dl>
          <p className={styles.links}>
            <Link to="/my-registry">Manage your registry</Link>
            <Link to="/registry/add-gifts">Add gifts</Link>
            <Link to="/registry/gift-tracker?thank_you=pending">Write thank-yous</Link>
          </p>
        </>
      ) : (
        <p>
          You have no registry yet. <Link to="/my-registry">Start your registry</Link> to add the gifts and funds you want.
        </p>
      )}
    </section>
  );
}

/** The couple's dashboard: where they stand, the registry, and a card per planning tool. */
export function DashboardOverview({ view }: { view: DashboardView }) {
  const { wedding } = view;
  const when = weddingWhen(wedding);
  const countdown = daysToGoLabel(wedding.days_to_go);
  const place = [wedding.city, wedding.state_province].filter(Boolean).join(', ');
  return (
    <>
      <header className={styles.hero}>
        <div>
          <p className={styles.kicker}>Your wedding</p>
          <h1 id="dashboard-title">{coupleNames(wedding)}</h1>
          <p className={styles.when}>
            {when ?? 'No date yet.'}
            {place && ` · ${place}`}
          </p>
          <Link to="/wedding-planning/your-wedding">Edit your wedding details</Link>
        </div>
        {countdown && (
          <p className={styles.countdown} aria-label={countdown}>
            {wedding.days_to_go !== null && wedding.days_to_go > 0 ? (
              <>
                <span className={styles.countdownNumber}>{wedding.days_to_go}</span>
                <span>{wedding.days_to_go === 1 ? 'day to go' : 'days to go'}</span>
              </>
            ) : (
              <span>{countdown}</span>
            )}
          </p>
        )}
      </header>
      <RegistrySection registry={view.registry} />
      <section aria-labelledby="dashboard-tools">
        <h2 id="dashboard-tools">Your planning tools</h2>
        <ul className={styles.cards}>
          {view.cards.map((card) => (
            <ToolCard key={card.tool} card={card} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-inspiration">
        <h2 id="dashboard-inspiration">Inspiration</h2>
        <p className={styles.links}>
          <Link to="/inspiration/onboard">Take the style quiz</Link>
          <Link to="/inspiration">Browse real weddings</Link>
          <Link to="/inspiration/boards">Your boards</Link>
        </p>
      </section>
    </>
  );
}

import { Link } from 'react-router-dom';
import { appRoutes } from '../app/routeTable';
import { usePageTitle } from '../app/usePageTitle';

/**
 * Pages that already work, to offer from a coming-soon page: built routes with a fixed path
 * (no parameters), outside the account flows. The list grows as domains replace `comingSoon`.
 */
const workingPages = appRoutes
  .filter((r) => r.load && r.path !== '/' && !/[:*]/.test(r.path) && !r.path.startsWith('/account/') && !r.path.startsWith('/wedding/onboard'))
  .slice(0, 6);

/** An honest placeholder for a feature that is not built yet (the README lists these routes). */
export default function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page-message">
      <p className="eyebrow">Coming soon</p>
      <h1>{title}</h1>
      <p>We’re still building this part of Confetti. It isn’t available yet, and nothing here pretends to work.</p>
      <p>
        Meanwhile you can <Link to="/">go to the home page</Link>
        {workingPages.length === 0 ? '.' : ' or visit one of the pages that already work:'}
      </p>
      {workingPages.length > 0 && (
        <ul className="page-message__links">
          {workingPages.map((r) => (
            <li key={r.path}>
              <Link to={r.path}>{r.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

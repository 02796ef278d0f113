import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/usePageTitle';
import { appRoutes } from '../app/routeTable';

/** Pages that work for anyone without parameters: where the coming-soon page sends people instead. */
const WORKING_LINKS = appRoutes
  .filter((route) => route.load && !/[:*]/.test(route.path) && !route.path.startsWith('/account/'))
  .slice(0, 6)
  .map((route) => ({ to: route.path, label: route.path === '/' ? 'Home' : route.title }));

/** An honest placeholder for a feature that is not built yet (the README lists these routes). */
export default function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page-message">
      <p className="eyebrow">Coming soon</p>
      <h1>{title}</h1>
      <p>We’re still building this part of Confetti. It isn’t available yet, and nothing here pretends to work.</p>
      <p>Meanwhile, these work today:</p>
      <ul className="link-list">
        {WORKING_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

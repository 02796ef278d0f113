import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/usePageTitle';

/** An honest placeholder for a feature that is not built yet (the README lists these routes). */
export default function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page-message">
      <p className="eyebrow">Coming soon</p>
      <h1>{title}</h1>
      <p>We’re still building this part of Confetti. It isn’t available yet, and nothing here pretends to work.</p>
      <p>
        Meanwhile you can <Link to="/">go to the home page</Link>.
      </p>
    </section>
  );
}

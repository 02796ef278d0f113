import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="page-message">
      <p className="eyebrow">Error 404</p>
      <h1>We couldn’t find that page</h1>
      <p>The link may be old or mistyped. Try one of these instead:</p>
      <ul className="link-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/search/wedding-registry">Find a couple’s registry</Link>
        </li>
        <li>
          <Link to="/shop/category/kitchen">Shop gifts</Link>
        </li>
      </ul>
    </section>
  );
}

import { Outlet } from 'react-router-dom';

/**
 * Spec §2 'Main layout': top navigation, the spoof banner slot, page content, footer.
 * The shell issue fills the navigation and footer.
 */
export default function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header role="banner">
        <a href="/">Confetti</a>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer role="contentinfo">
        <p>© {new Date().getFullYear()} Confetti</p>
      </footer>
    </>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ComingSoonPage from '../../src/routes/ComingSoonPage';
import { appRoutes } from '../../src/app/routeTable';

function renderComingSoon() {
  return render(
    <MemoryRouter initialEntries={['/wedding-registry/invite']}>
      <Routes>
        <Route path="/wedding-registry/invite" element={<ComingSoonPage title="Invite friends" />} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the coming-soon page', () => {
  it('names the feature, says honestly that it is not available and sets the title', () => {
    renderComingSoon();
    expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.getByText(/isn’t available yet/)).toBeInTheDocument();
    expect(document.title).toBe('Invite friends | Confetti');
  });

  it('links only to pages that work, and the home link navigates', async () => {
    renderComingSoon();
    const comingSoonPaths = new Set(appRoutes.filter((r) => r.comingSoon).map((r) => r.path));
    for (const link of screen.getAllByRole('link')) {
      expect(comingSoonPaths.has(link.getAttribute('href')!)).toBe(false);
    }
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  });
});

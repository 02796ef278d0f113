import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SupportSection } from '../../src/features/marketing/components/SupportSection';
import { adviceRows } from '../../src/features/marketing/adviceRows';
import { HOME_ADVICE, HOME_FAQS, HOME_REVIEWS } from '../../src/features/marketing/content/home';

const renderIt = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('advice links (spec §9)', () => {
  it('keeps at most 9, in rows of 3', () => {
    const rows = adviceRows(HOME_ADVICE);
    expect(HOME_ADVICE.length).toBeGreaterThan(9);
    expect(rows.map((r) => r.length)).toEqual([3, 3, 3]);
    expect(adviceRows(HOME_ADVICE.slice(0, 4)).map((r) => r.length)).toEqual([3, 1]);
  });
});

describe('<SupportSection> (spec §2)', () => {
  it('is collapsed by default under its heading, and opens a panel on click', async () => {
    renderIt(<SupportSection faqs={HOME_FAQS} reviews={HOME_REVIEWS} advice={HOME_ADVICE} />);
    expect(screen.getByRole('heading', { name: 'Our team is always here to support you' })).toBeInTheDocument();
    for (const name of ['FAQ', 'Reviews', 'Advice']) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Reviews' }));
    expect(screen.getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Read More couple reviews' })).toHaveAttribute('href', '/wedding-registry/couple-reviews');
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(HOME_REVIEWS.length);
  });

  it('openSections start expanded; Advice Read More goes to /expert-advice', () => {
    renderIt(<SupportSection faqs={HOME_FAQS} advice={HOME_ADVICE} openSections={['advice']} />);
    expect(screen.getByRole('button', { name: 'Advice' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'FAQ' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Read More expert advice' })).toHaveAttribute('href', '/expert-advice');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/expert-advice/'))).toHaveLength(9);
  });

  it('omits sections without data, and renders nothing when all are empty', () => {
    const { container, unmount } = renderIt(<SupportSection faqs={HOME_FAQS} />);
    expect(screen.queryByRole('button', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Advice' })).not.toBeInTheDocument();
    unmount();
    renderIt(<SupportSection />);
    expect(screen.queryByRole('heading', { name: 'Our team is always here to support you' })).not.toBeInTheDocument();
    void container;
  });
});

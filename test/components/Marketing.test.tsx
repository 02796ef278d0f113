import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SupportSection } from '../../src/features/marketing/components/SupportSection';
import { HeroBanner } from '../../src/features/marketing/components/HeroBanner';
import type { HeroBanner as HeroBannerContent } from '../../src/features/marketing/types';
import { adviceRows } from '../../src/features/marketing/adviceRows';
import { HOME_ADVICE, HOME_FAQS, HOME_REVIEWS } from '../../src/features/marketing/content/homeSupport';

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

describe('<HeroBanner> from content data (spec §3 hero banner)', () => {
  const base: HeroBannerContent = {
    title: 'The registry that does it all',
    images: [{ src: '/media/scene/a.svg', alt: 'A couple at the table', width: 800, height: 600 }],
  };

  it('a plain title, or one with its highlightText emphasised', () => {
    const { unmount } = renderIt(<HeroBanner banner={base} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The registry that does it all' })).toBeInTheDocument();
    expect(screen.queryByRole('emphasis')).not.toBeInTheDocument();
    unmount();
    renderIt(<HeroBanner banner={{ ...base, highlightText: 'does it all' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The registry that does it all' })).toBeInTheDocument();
    expect(screen.getByRole('emphasis')).toHaveTextContent('does it all');
  });

  it('content, value props, primary and secondary buttons, actions, testimonial', () => {
    renderIt(
      <HeroBanner
        banner={{
          ...base,
          eyebrow: 'Wedding registry',
          content: 'Gifts, funds and experiences.',
          valueProps: ['Free to create', 'Free shipping'],
          primaryButton: { label: 'Start your registry', href: '/wedding/onboard/wedding-planning' },
          secondaryButton: { label: 'Find a couple', href: '/search/wedding-registry' },
          actions: [{ label: 'How it works', href: '/wedding-registry/how-it-works' }],
          testimonial: { image: '/media/scene/t.svg', firstName: 'Priya', secondName: 'Sam', quote: 'Nothing got lost.' },
        }}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Gifts, funds and experiences.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Free to create', 'Free shipping']);
    expect(screen.getByRole('link', { name: 'Start your registry' })).toHaveAttribute('href', '/wedding/onboard/wedding-planning');
    expect(screen.getByRole('link', { name: 'Find a couple' })).toHaveAttribute('href', '/search/wedding-registry');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/wedding-registry/how-it-works');
    expect(screen.getByRole('figure')).toHaveTextContent('“Nothing got lost.”Priya & Sam');
    expect(screen.getByRole('img', { name: 'A couple at the table' })).toHaveAttribute('src', '/media/scene/a.svg');
  });

  it('asLink: the whole banner is one link and has no buttons', () => {
    renderIt(
      <HeroBanner
        banner={{ ...base, asLink: { label: 'Shop the sale', href: '/shop' }, primaryButton: { label: 'Ignored', href: '/x' } }}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'The registry that does it all' })).toHaveAttribute('href', '/shop');
  });

  it('altMedia is the picture below desktop; hideImageNonDesktop keeps photos to desktop; the photo side', () => {
    const { unmount } = renderIt(
      <HeroBanner banner={{ ...base, altMedia: { src: '/media/scene/small.svg', alt: 'Small', width: 400, height: 300 } }} />,
    );
    expect(screen.getByRole('img', { name: 'Small' })).toHaveAttribute('src', '/media/scene/small.svg');
    // eslint-disable-next-line testing-library/no-node-access -- <source> has no role
    expect(document.querySelector('source')).toHaveAttribute('media', '(min-width: 992px)');
    unmount();
    renderIt(<HeroBanner banner={{ ...base, hideImageNonDesktop: true, isPhotoOnRight: false }} />);
    // eslint-disable-next-line testing-library/no-node-access -- the wrapper's class is what hides it below desktop
    expect(screen.getByRole('img', { name: 'A couple at the table' }).closest('div')).toHaveClass('desktopOnly');
    expect(screen.getByRole('region')).toHaveClass('photoLeft');
  });
});

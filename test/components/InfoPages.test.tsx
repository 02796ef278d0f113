import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { HttpError } from '../../src/lib/http';
import { HOME_ADVICE } from '../../src/features/marketing/content/homeSupport';
import { adviceBySlug } from '../../src/features/info/content/advice';
import { FAQ_GROUPS } from '../../src/features/info/content/faq';
import { INFO_PAGES } from '../../src/features/info/content/infoPages';
import { InfoPage } from '../../src/features/info/components/InfoPage';
import { appRoutes } from '../../src/app/routeTable';
import { validateContact } from '../../src/features/support/contactValidation';
import FaqPage from '../../src/routes/info/FaqPage';
import ContactPage from '../../src/routes/info/ContactPage';
import PrivacyCenterPage from '../../src/routes/info/PrivacyCenterPage';
import AdviceArticlePage from '../../src/routes/info/AdviceArticlePage';
import { supportApi } from '../../src/features/support/supportApi';
import { privacyApi } from '../../src/features/privacy/privacyApi';
import { GUEST_CONTEXT } from '../../src/features/user/types';

jest.mock('../../src/features/support/supportApi');
jest.mock('../../src/features/privacy/privacyApi');
const sendContactMessage = jest.mocked(supportApi.sendContactMessage);
const fetchPrivacyPreferences = jest.mocked(privacyApi.fetchPrivacyPreferences);
const savePrivacyPreferences = jest.mocked(privacyApi.savePrivacyPreferences);

function renderPage(element: React.ReactElement, path = '/', routePath = '*', store = makeStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const signedInStore = () => {
  const base = makeStore().getState();
  return makeStore({
    user: {
      ...base.user,
      context: { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' },
    },
  });
};

beforeEach(() => jest.resetAllMocks());

describe('the footer information pages', () => {
  it('every footer info page is a real page now (no longer coming soon), except the checkout-owned ones', () => {
    const byPath = new Map(appRoutes.map((r) => [r.path, r]));
    for (const path of [
      '/about/index',
      '/about/team',
      '/about/press',
      '/faq',
      '/contact-us',
      '/privacy',
      '/terms',
      '/privacy-center',
      '/webaccessibility',
      '/expert-advice',
      '/advisor',
    ]) {
      expect(byPath.get(path)?.load).toBeDefined();
    }
    expect(byPath.get('/privacy-center')?.title).toBe('Do Not Sell / Share My Personal Information');
  });

  it('<InfoPage> renders the header, a table of contents linking to each section, the sections and related links', () => {
    renderPage(<InfoPage content={INFO_PAGES.privacy} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated November 1, 2026');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks).toHaveLength(INFO_PAGES.privacy.sections.length);
    for (const section of INFO_PAGES.privacy.sections) {
      expect(within(toc).getByRole('link', { name: section.heading })).toHaveAttribute('href', `#${section.id}`);
      expect(screen.getByRole('region', { name: section.heading })).toHaveAttribute('id', section.id);
    }
    expect(screen.getAllByRole('link', { name: 'Do Not Sell / Share My Personal Information' })[0]).toHaveAttribute(
      'href',
      '/privacy-center',
    );
    expect(screen.getByRole('link', { name: 'privacy@confetti.test' })).toHaveAttribute('href', 'mailto:privacy@confetti.test');
  });

  it('/faq: one accordion per subject, collapsed, opening one answer at a time', async () => {
    renderPage(<FaqPage />);
    for (const group of FAQ_GROUPS) expect(screen.getByRole('heading', { level: 2, name: group.heading })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: FAQ_GROUPS[0]!.items[0]!.question });
    const second = screen.getByRole('button', { name: FAQ_GROUPS[0]!.items[1]!.question });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ_GROUPS[0]!.items[0]!.answer)).toBeVisible();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('every advice link on the home page opens a real article', () => {
    for (const link of HOME_ADVICE) expect(adviceBySlug(link.url_path.replace('/expert-advice/', ''))).toBeDefined();
    renderPage(<AdviceArticlePage />, '/expert-advice/cash-funds-explained', '/expert-advice/:slug');
    expect(screen.getByRole('heading', { level: 1, name: 'Cash funds, explained' })).toBeInTheDocument();
    expect(document.title).toBe('Cash funds, explained | Confetti');
    expect(screen.getByRole('link', { name: 'Honeymoon fund ideas guests love' })).toHaveAttribute(
      'href',
      '/expert-advice/honeymoon-fund-ideas',
    );
  });

  it('an unknown advice slug answers honestly with a way back', () => {
    renderPage(<AdviceArticlePage />, '/expert-advice/no-such-thing', '/expert-advice/:slug');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expert advice' })).toHaveAttribute('href', '/expert-advice');
  });
});

describe('/contact-us', () => {
  it('validates with the server’s messages', () => {
    expect(validateContact({ name: '', email: 'nope', topic: '', orderNumber: 'a b', message: ' ' })).toEqual({
      name: 'Please tell us your name.',
      email: 'Please enter a valid email address.',
      topic: 'Please choose a topic.',
      orderNumber: 'Order numbers use only letters, digits and hyphens.',
      message: 'Please write your message.',
    });
    expect(validateContact({ name: 'A', email: 'a@b.co', topic: 'order', orderNumber: '', message: 'x'.repeat(2003) }).message).toBe(
      'You are 3 characters over maximum.',
    );
  });

  it('shows every missing field on submit, focuses the first, and sends nothing', async () => {
    renderPage(<ContactPage />, '/contact-us');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('sends the message and shows the confirmation, pre-filled for a signed-in couple, topic from the URL', async () => {
    sendContactMessage.mockResolvedValue({
      id: 7,
      reference: 'C-000007',
      message:
        'Thanks, Alex Morgan. We received your message and will reply to alex@confetti.test within 1 business day. Your reference is C-000007.',
    });
    renderPage(<ContactPage />, '/contact-us?topic=registry', '*', signedInStore());
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Alex Morgan');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('alex@confetti.test');
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('registry');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Can we book an advisor for Saturday?');
    expect(screen.getByText('36/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Alex Morgan',
      email: 'alex@confetti.test',
      topic: 'registry',
      message: 'Can we book an advisor for Saturday?',
    });
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Message sent');
    expect(confirmation).toHaveTextContent('Your reference is C-000007.');
    expect(confirmation).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('shows the server’s field message when it rejects the input', async () => {
    sendContactMessage.mockRejectedValue(
      new HttpError({
        message: 'Invalid email: Please enter a valid email address.',
        status: 400,
        code: 'validation',
        fields: { email: 'Please enter a valid email address.' },
      }),
    );
    renderPage(<ContactPage />, '/contact-us?topic=order');
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Dana');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@example.co');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Where is my order?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/privacy-center (Do Not Sell / Share)', () => {
  it('loads the choice, saves a change and says where it is kept', async () => {
    fetchPrivacyPreferences.mockResolvedValue({ do_not_sell_or_share: false, saved_to: 'browser' });
    savePrivacyPreferences.mockResolvedValue({ do_not_sell_or_share: true, saved_to: 'browser' });
    renderPage(<PrivacyCenterPage />, '/privacy-center');
    expect(screen.getByRole('heading', { level: 1, name: 'Do Not Sell / Share My Personal Information' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Do not sell or share my personal information' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/applies to this browser only/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(savePrivacyPreferences).toHaveBeenCalledWith(true);
    expect(await screen.findByText('You have opted out. Saved in this browser.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('a failed save puts the switch back and says the choice was not saved', async () => {
    fetchPrivacyPreferences.mockResolvedValue({ do_not_sell_or_share: false, saved_to: 'account' });
    savePrivacyPreferences.mockRejectedValue(new HttpError({ message: 'An error has occurred', status: 500 }));
    renderPage(<PrivacyCenterPage />, '/privacy-center', '*', signedInStore());
    const toggle = await screen.findByRole('switch');
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice was not saved; please try again.');
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText(/applies to this browser only/)).not.toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    fetchPrivacyPreferences
      .mockRejectedValueOnce(new HttpError({ message: 'An error has occurred', status: 503 }))
      .mockResolvedValueOnce({ do_not_sell_or_share: true, saved_to: 'account' });
    renderPage(<PrivacyCenterPage />, '/privacy-center');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch')).toBeChecked();
  });
});

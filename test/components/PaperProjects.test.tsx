import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { HttpError } from '../../src/lib/http';
import { tiersFor, type DesignDetail } from '../../src/contracts/paper';
import type { ProjectSummary, ProjectView } from '../../src/contracts/paperProjects';
import { paperProjectsApi } from '../../src/features/paperProjects/paperProjectsApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import CustomizePage from '../../src/routes/paper/CustomizePage';
import CustomizeStartPage from '../../src/routes/paper/CustomizeStartPage';
import ProjectsPage from '../../src/routes/paper/ProjectsPage';
import SignupToSaveModal from '../../src/features/paperProjects/components/SignupToSaveModal';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/paperProjects/paperProjectsApi');
const api = jest.mocked(paperProjectsApi);

const alex: UserContext = coupleContext();

const detail: DesignDetail = {
  slug: 'wildflower-meadow-invitation',
  name: 'Wildflower Meadow Invitation',
  card_type: 'INVITATION',
  suite: { slug: 'wildflower-meadow', name: 'Wildflower Meadow' },
  style: 'botanical',
  format: '5x7',
  shapes: ['rectangle', 'arch'],
  has_foil: false,
  has_photo: false,
  from_price_cents: 180,
  position: 1,
  colourways: [
    { key: 'meadow', name: 'Meadow', family: 'green', paper: '#fbf8f1', ink: '#2f3b2c', accent: '#6f8f6a' },
    { key: 'blush', name: 'Blush', family: 'blush', paper: '#fff', ink: '#000', accent: '#c98a86' },
  ],
  description: 'Wildflowers along the foot of the card.',
  typefaces: ['italic-serif', 'garamond'],
  text_slots: [
    { key: 'heading', label: 'Opening line', default_text: 'Together with their families' },
    { key: 'names', label: 'Names', default_text: 'Olivia Hart & James Okafor' },
    { key: 'request', label: 'Request line', default_text: 'request the pleasure of your company at their wedding' },
  ],
  tiers: tiersFor('luxe', 'INVITATION'),
  options: [],
  suite_pieces: [],
};

const project = (over: Partial<ProjectView> = {}): ProjectView => ({
  id: 5,
  name: detail.name,
  card_type: 'INVITATION',
  design: detail.slug,
  colourway: 'meadow',
  shape: 'rectangle',
  version: 1,
  approved: false,
  updated_at: '2026-11-26T10:00:00.000Z',
  preview_url: '/web-api/v2/paper/projects/5/front.svg?v=1',
  typeface: 'italic-serif',
  texts: { heading: 'Together with their families', names: 'Alex Morgan & Jordan Lee', request: 'request the pleasure of your company' },
  approved_version: null,
  approved_at: null,
  detail,
  layout: { width: 500, height: 700, lines: [{ slot: 'names', x: 100, top: 150, width: 300, height: 120 }] },
  ...over,
});

function Probe() {
  const l = useLocation();
  return <p data-testid="location">{l.pathname}</p>;
}

function openPage(path: string, context: UserContext = alex) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context } });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-planning/projects" element={<ProjectsPage />} />
          <Route path="/wedding-planning/projects/:id" element={<CustomizePage />} />
          <Route path="/wedding-planning/paper/design/:slug/customize" element={<CustomizeStartPage />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

beforeAll(loadLazyCode);
beforeEach(() => jest.resetAllMocks());

describe('<CustomizePage> (issue 30, making a card)', () => {
  it('shows the saved card and its wording as labelled fields, and saves an edit when the page is left', async () => {
    api.get.mockResolvedValue(project());
    api.save.mockResolvedValue(project({ version: 2 }));
    const { unmount } = openPage('/wedding-planning/projects/5');
    expect(await screen.findByTestId('project-preview')).toHaveAttribute('src', '/web-api/v2/paper/projects/5/front.svg?v=1');
    const names = screen.getByRole('textbox', { name: 'Names' });
    expect(names).toHaveValue('Alex Morgan & Jordan Lee');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    await userEvent.clear(names);
    await userEvent.type(names, 'Sam & Riley');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    unmount();
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(api.save.mock.calls.at(-1)![0]).toEqual({
      id: 5,
      body: expect.objectContaining({ texts: expect.objectContaining({ names: 'Sam & Riley' }) }) as unknown,
    });
  });

  it('edits a line in place on the card, the field beside it following, and returns to the line', async () => {
    api.get.mockResolvedValue(project());
    openPage('/wedding-planning/projects/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit names on the card' }));
    const inPlace = screen.getByRole('textbox', { name: 'Names, on the card' });
    expect(inPlace).toHaveFocus();
    await userEvent.clear(inPlace);
    await userEvent.type(inPlace, 'Alex & Jordan{Enter}');
    expect(screen.getByRole('textbox', { name: 'Names' })).toHaveValue('Alex & Jordan');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit names on the card' })).toHaveFocus());
  });

  it('offers wording with its etiquette, and the colours and typefaces the design allows', async () => {
    api.get.mockResolvedValue(project());
    openPage('/wedding-planning/projects/5');
    await userEvent.click(await screen.findByText('Wording ideas for “Request line”'));
    expect(screen.getByText(/reserved for a ceremony in a house of worship/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'request the honour of your presence at their marriage' }));
    expect(screen.getByRole('textbox', { name: 'Request line' })).toHaveValue('request the honour of your presence at their marriage');
    expect(
      within(screen.getByRole('combobox', { name: 'Typeface' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Italic serif', 'Classic serif']);
    await userEvent.click(screen.getByRole('radio', { name: 'Blush' }));
    expect(screen.getByRole('radio', { name: 'Blush' })).toBeChecked();
  });

  it('approves the proof of the saved version once the person says they read it', async () => {
    api.get.mockResolvedValue(project());
    api.approve.mockResolvedValue(project({ approved: true, approved_version: 1 }));
    openPage('/wedding-planning/projects/5');
    const approve = await screen.findByRole('button', { name: 'Approve the proof' });
    expect(screen.getByRole('link', { name: 'Open the proof (PDF)' })).toHaveAttribute(
      'href',
      '/web-api/v2/paper/projects/5/proof.pdf?v=1',
    );
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the proof and the wording is correct.' }));
    await userEvent.click(approve);
    expect(api.approve).toHaveBeenCalledWith({ id: 5, version: 1 });
    expect(await screen.findByText(/You approved the proof of this version/)).toBeInTheDocument();
  });
});

describe('<ProjectsPage> and starting a card', () => {
  const summary = (over: Partial<ProjectSummary>): ProjectSummary => {
    const { texts: _t, typeface: _f, approved_version: _v, approved_at: _a, detail: _d, layout: _l, ...s } = project();
    return { ...s, ...over };
  };

  it('lists the projects with their previews, and duplicates and deletes one', async () => {
    api.list.mockResolvedValue({ projects: [summary({ id: 5 }), summary({ id: 6, name: 'Garden Arch Save the Date', approved: true })] });
    api.duplicate.mockResolvedValue(project({ id: 7 }));
    api.remove.mockResolvedValue(undefined);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    openPage('/wedding-planning/projects');
    const arch = await screen.findByRole('article', { name: 'Garden Arch Save the Date' });
    expect(within(arch).getByText('Proof approved')).toBeInTheDocument();
    expect(within(arch).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/wedding-planning/projects/6');
    await userEvent.click(within(arch).getByRole('button', { name: 'Duplicate' }));
    expect(api.duplicate).toHaveBeenCalledWith(6);
    expect(await screen.findByText('Made a copy of Wildflower Meadow Invitation.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(within(arch).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Garden Arch Save the Date was deleted.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('starts a project from a design and opens it in the customiser', async () => {
    api.create.mockResolvedValue(project({ id: 9 }));
    api.get.mockResolvedValue(project({ id: 9 }));
    openPage('/wedding-planning/paper/design/wildflower-meadow-invitation/customize');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wedding-planning/projects/9'));
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(api.create).toHaveBeenCalledWith({ design: 'wildflower-meadow-invitation' });
  });

  it('keeps a signed-out visitor’s cards in their browser and offers to keep them with an account', async () => {
    api.list.mockResolvedValue({ projects: [summary({ id: 5 })] });
    openPage('/wedding-planning/projects', GUEST_CONTEXT);
    expect(await screen.findByRole('article', { name: 'Wildflower Meadow Invitation' })).toBeInTheDocument();
    expect(screen.getByText(/saved in this browser only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/signup?returnTo=%2Fwedding-planning%2Fprojects',
    );
  });

  it('starts a signed-out visitor’s card too, and says where it is kept', async () => {
    api.create.mockResolvedValue(project({ id: 9 }));
    api.get.mockResolvedValue(project({ id: 9 }));
    openPage('/wedding-planning/paper/design/wildflower-meadow-invitation/customize', GUEST_CONTEXT);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wedding-planning/projects/9'));
    expect(await screen.findByText(/Saved in this browser only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute(
      'href',
      '/account/login?returnTo=%2Fwedding-planning%2Fprojects%2F9',
    );
  });
});

describe('a card the visitor cannot reach', () => {
  it('asks a signed-out visitor to log in: a card made while logged in is the account’s', async () => {
    api.get.mockRejectedValue(new HttpError({ status: 404, message: 'We could not find that project.' }));
    openPage('/wedding-planning/projects/9', GUEST_CONTEXT);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find that project. If you made it while logged in, log in to open it.');
    expect(within(alert).getByRole('link', { name: 'log in' })).toHaveAttribute(
      'href',
      '/account/login?returnTo=%2Fwedding-planning%2Fprojects%2F9',
    );
  });
});

describe('<SignupToSaveModal> (pushSignupIntoCustomization)', () => {
  function openModal(context: UserContext) {
    const base = makeStore().getState();
    const store = makeStore({ user: { ...base.user, status: 'succeeded', context } });
    const onClose = jest.fn();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <SignupToSaveModal props={{ returnTo: '/wedding-planning/projects/9' }} onClose={onClose} />
        </MemoryRouter>
      </Provider>,
    );
    return onClose;
  }

  it('offers sign-up and log-in that come back to the card, or not now', async () => {
    const onClose = openModal(GUEST_CONTEXT);
    const dialog = screen.getByRole('dialog', { name: 'Save your card to an account' });
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/signup?returnTo=%2Fwedding-planning%2Fprojects%2F9',
    );
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/account/login?returnTo=%2Fwedding-planning%2Fprojects%2F9',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes itself for someone signed in', () => {
    expect(openModal(alex)).toHaveBeenCalled();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { CHECKLIST_MESSAGES, type ChecklistTask, type ChecklistView } from '../../src/contracts/checklist';
import { checklistApi } from '../../src/features/checklist/checklistApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import ChecklistPage from '../../src/routes/planning/ChecklistPage';

jest.mock('../../src/features/checklist/checklistApi');
const api = jest.mocked(checklistApi);

const alex: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };

const task = (over: Partial<ChecklistTask>): ChecklistTask => ({
  id: 1,
  template_key: 'x',
  title: 'Task',
  how_to: '',
  bucket: 'MONTHS_6',
  link_path: null,
  link_label: null,
  due_date: '2027-03-01',
  due_date_custom: false,
  position: 10,
  assignee_user_id: null,
  done: false,
  done_by_tool: false,
  completed_at: null,
  completed_by_user_id: null,
  hidden: false,
  guest_count: null,
  save_the_dates_sent: null,
  version: 2,
  updated_by_user_id: null,
  ...over,
});
const view: ChecklistView = {
  wedding_date: '2027-09-22',
  today: '2026-11-26',
  members: [
    { user_id: 1, first_name: 'Alex', role: 'OWNER' },
    { user_id: 2, first_name: 'Jordan', role: 'PARTNER' },
  ],
  reminders_enabled: false,
  tasks: [
    task({
      id: 1,
      title: 'Book a venue',
      bucket: 'MONTHS_12_PLUS',
      due_date: '2026-09-22',
      how_to: 'Visit three.',
      link_path: '/wedding-vendors/search/wedding-venues',
      link_label: 'Find venues',
    }),
    task({ id: 2, title: 'Finish the guest list', bucket: 'MONTHS_9', due_date: '2026-12-26', guest_count: 42, assignee_user_id: 2 }),
    task({ id: 3, title: 'Book your florist', bucket: 'MONTHS_6', due_date: '2027-03-26' }),
  ],
};

function renderPage(path = '/wedding-planning/checklist') {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: alex } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ChecklistPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  document.cookie = 'checklistOnboard=; path=/; max-age=0';
});

describe('<ChecklistPage> (issue 29)', () => {
  it('shows the timeline by bucket: overdue marked, the guest count, who does what, the how-to and its link', async () => {
    api.get.mockResolvedValue(view);
    renderPage();
    const yearOut = await screen.findByRole('region', { name: '12 months or more before' });
    expect(within(yearOut).getByText('Overdue')).toBeInTheDocument();
    expect(within(yearOut).getByRole('link', { name: 'Find venues' })).toHaveAttribute('href', '/wedding-vendors/search/wedding-venues');
    const nine = screen.getByRole('region', { name: '9 months before' });
    expect(within(nine).getByText('42 guests on your list')).toBeInTheDocument();
    expect(within(nine).getByText('For Jordan')).toBeInTheDocument();
    expect(screen.getByText('0 of 3')).toBeInTheDocument();
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
  });

  it('a tick shows at once, is sent with the version, and can be undone', async () => {
    api.get.mockResolvedValue(view);
    api.update.mockResolvedValueOnce(task({ ...view.tasks[2], done: true, version: 3 }));
    api.update.mockResolvedValueOnce(task({ ...view.tasks[2], done: false, version: 4 }));
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Book your florist' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(api.update).toHaveBeenCalledWith({ id: 3, body: { done: true, version: 2 } });
    expect(await screen.findByText('“Book your florist” is done.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(api.update).toHaveBeenLastCalledWith({ id: 3, body: { done: false, version: 3 } });
    expect(await screen.findByRole('checkbox', { name: 'Book your florist' })).not.toBeChecked();
  });

  it('a partner’s newer version is shown with its message', async () => {
    api.get.mockResolvedValue(view);
    api.update.mockRejectedValue(
      new HttpError({
        message: CHECKLIST_MESSAGES.changedByPartner,
        status: 409,
        code: 'stale_task',
        data: { task: task({ ...view.tasks[2], title: 'Florist, Jordan’s way', version: 3 }) },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide “Book your florist”' }));
    expect(await screen.findByText(CHECKLIST_MESSAGES.changedByPartner)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Florist, Jordan’s way' })).not.toBeChecked();
  });

  it('filters by status and who from the URL', async () => {
    api.get.mockResolvedValue(view);
    renderPage('/wedding-planning/checklist?status=overdue');
    expect(await screen.findByRole('checkbox', { name: 'Book a venue' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Book your florist' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.selectOptions(screen.getByLabelText('Who'), 'Jordan');
    expect(screen.getByRole('checkbox', { name: 'Finish the guest list' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Book a venue' })).not.toBeInTheDocument();
  });

  it('the checklistOnboard cookie opens the guide; closing it clears the cookie and focuses the heading', async () => {
    api.get.mockResolvedValue(view);
    document.cookie = 'checklistOnboard=1; path=/';
    renderPage();
    const guide = await screen.findByRole('dialog', { name: 'Your wedding checklist' });
    await userEvent.click(within(guide).getByRole('button', { name: 'Start planning' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wedding checklist' })).toHaveFocus();
    expect(document.cookie).not.toContain('checklistOnboard=1');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { COMMUNITY_MESSAGES, type BoardsView, type PostView, type ThreadView } from '../../src/contracts/community';
import { communityApi } from '../../src/features/community/communityApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import BoardPage from '../../src/routes/community/BoardPage';
import CommunityPage from '../../src/routes/community/CommunityPage';
import ThreadPage from '../../src/routes/community/ThreadPage';
import ModerationPage from '../../src/routes/community/ModerationPage';
import MyPostsPage from '../../src/routes/community/MyPostsPage';
import UnsubscribePage from '../../src/routes/community/UnsubscribePage';

jest.mock('../../src/features/community/communityApi');
const api = jest.mocked(communityApi);

const sam: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'sam@confetti.test', first_name: 'Sam', last_name: 'Patel' };

const post = (over: Partial<PostView> = {}): PostView => ({
  id: 11,
  thread_id: 3,
  author: { id: 7, name: 'Maya O.' },
  status: 'PUBLISHED',
  html: '<p>Block heels <strong>all night</strong>.</p>',
  quote: null,
  like_count: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  liked: false,
  can_edit: false,
  can_delete: false,
  body: null,
  ...over,
});
const threadView = (viewer: Partial<ThreadView['viewer']> = {}, posts: PostView[] = [post()]): ThreadView => ({
  thread: {
    id: 3,
    title: 'Comfortable wedding shoes',
    status: 'PUBLISHED',
    board: { slug: 'attire', name: 'Attire' },
    can_edit_title: false,
    author: { id: 7, name: 'Maya O.' },
    reply_count: posts.length - 1,
    created_at: '2026-11-20T10:00:00.000Z',
    last_post_at: '2026-11-20T10:00:00.000Z',
  },
  posts,
  next_after: null,
  viewer: { signed_in: false, is_staff: false, suspended: false, following: false, ...viewer },
});

function renderAt(path: string, context: UserContext = GUEST_CONTEXT) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/community" element={<CommunityPage />} />
          <Route path="/community/boards/:slug" element={<BoardPage />} />
          <Route path="/community/threads/:id" element={<ThreadPage />} />
          <Route path="/community/moderation" element={<ModerationPage />} />
          <Route path="/community/my-posts" element={<MyPostsPage />} />
          <Route path="/community/unsubscribe" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.resetAllMocks());

describe('the community pages (issue 31)', () => {
  it('lists the boards and the local groups', async () => {
    const boards: BoardsView = {
      boards: [
        {
          slug: 'attire',
          name: 'Attire',
          description: 'Dresses and suits.',
          kind: 'TOPIC',
          state_code: null,
          thread_count: 4,
          last_post_at: null,
        },
        {
          slug: 'local-ca',
          name: 'California weddings',
          description: '',
          kind: 'LOCAL',
          state_code: 'CA',
          thread_count: 1,
          last_post_at: null,
        },
      ],
    };
    api.boards.mockResolvedValue(boards);
    renderAt('/community');
    expect(await screen.findByRole('link', { name: 'Attire' })).toHaveAttribute('href', '/community/boards/attire');
    expect(screen.getByText('4 threads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'California' })).toHaveAttribute('href', '/community/boards/local-ca');
  });

  it('a guest reads a thread and is asked to log in to reply; nothing to click that needs an account', async () => {
    api.thread.mockResolvedValue(threadView());
    renderAt('/community/threads/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comfortable wedding shoes' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Started by Maya O.' });
    expect(within(article).getByText('all night').tagName).toBe('STRONG');
    expect(within(article).getByText('2 likes')).toBeInTheDocument();
    expect(within(article).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('returnTo=%2Fcommunity%2Fthreads%2F3'),
    );
  });

  it('a member quotes, replies and sees the reply; the form clears only when the reply is taken', async () => {
    api.thread.mockResolvedValue(threadView({ signed_in: true }));
    const reply = post({
      id: 12,
      html: '<p>Thanks!</p>',
      author: { id: 9, name: 'Sam P.' },
      quote: { post_id: 11, author: { id: 7, name: 'Maya O.' }, html: '<p>Block heels</p>' },
    });
    api.reply.mockRejectedValueOnce(new HttpError({ message: COMMUNITY_MESSAGES.rateLimited(5), status: 429 }));
    api.reply.mockResolvedValueOnce({ post: reply, held: false, message: null });
    renderAt('/community/threads/3', sam);
    const opening = await screen.findByRole('article', { name: 'Started by Maya O.' });
    await userEvent.click(within(opening).getByRole('button', { name: 'Quote' }));
    const box = screen.getByLabelText('Your reply');
    expect(box).toHaveFocus();
    expect(screen.getByText('Quoting Maya O.')).toBeInTheDocument();
    await userEvent.type(box, 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.rateLimited(5))).toBeInTheDocument();
    expect(box).toHaveValue('Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(api.reply).toHaveBeenLastCalledWith({ threadId: 3, body: { body: 'Thanks!', quoted_post_id: 11 } });
    const posted = await screen.findByRole('article', { name: 'Reply by Sam P.' });
    expect(within(posted).getByText('Maya O. wrote:')).toBeInTheDocument();
    expect(screen.getByText('Your reply is posted.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('likes toggle with aria-pressed; a report needs a reason', async () => {
    api.thread.mockResolvedValue(threadView({ signed_in: true }));
    api.like.mockResolvedValue({ post_id: 11, liked: true, like_count: 3 });
    api.report.mockResolvedValue({ id: 1, message: 'Thanks for telling us. Our team will look at this post.' });
    renderAt('/community/threads/3', sam);
    const article = await screen.findByRole('article', { name: 'Started by Maya O.' });
    const like = within(article).getByRole('button', { name: /Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(api.like).toHaveBeenCalledWith({ postId: 11, liked: true });
    expect(await within(article).findByRole('button', { name: /^Liked\s+3 likes$/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(article).getByRole('button', { name: 'Report' }));
    await userEvent.click(within(article).getByRole('button', { name: 'Send report' }));
    expect(within(article).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(api.report).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(article).getByLabelText('Why are you reporting this post?'), 'HARASSMENT');
    await userEvent.click(within(article).getByRole('button', { name: 'Send report' }));
    expect(api.report).toHaveBeenCalledWith({ postId: 11, body: { reason: 'HARASSMENT', note: '' } });
    expect(await screen.findByText('Thanks for telling us. Our team will look at this post.')).toBeInTheDocument();
  });

  it('the author edits their own post; staff see their decisions; hidden posts keep their place', async () => {
    const own = post({ id: 12, author: { id: 9, name: 'Sam P.' }, can_edit: true, can_delete: true, body: 'Sneakers' });
    const hidden = post({ id: 13, status: 'HIDDEN', html: '', author: { id: 8, name: 'Dev R.' } });
    api.thread.mockResolvedValue(threadView({ signed_in: true }, [post(), own, hidden]));
    api.edit.mockResolvedValue({ ...own, html: '<p>Sneakers!</p>', edited_at: '2026-11-20T10:05:00.000Z' });
    renderAt('/community/threads/3', sam);
    const mine = await screen.findByRole('article', { name: 'Reply by Sam P.' });
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = within(mine).getByLabelText('Edit your post');
    expect(field).toHaveValue('Sneakers');
    await userEvent.type(field, '!');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    expect(api.edit).toHaveBeenCalledWith({ id: 12, body: 'Sneakers!' });
    expect(await within(mine).findByText('Sneakers!')).toBeInTheDocument();
    expect(within(mine).getByText(/edited/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Reply by Dev R.' })).getByText('This post was hidden by a moderator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('staff hide a post from the thread', async () => {
    api.thread.mockResolvedValue(threadView({ signed_in: true, is_staff: true }));
    api.moderate.mockResolvedValue(post({ status: 'HIDDEN' }));
    api.queue.mockResolvedValue({ items: [], next_after: null });
    renderAt('/community/threads/3', sam);
    const article = await screen.findByRole('article', { name: 'Started by Maya O.' });
    await userEvent.click(within(article).getByRole('button', { name: 'Hide' }));
    expect(api.moderate).toHaveBeenCalledWith({ postId: 11, action: 'HIDE' });
    expect(await within(article).findByText('Hidden')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moderation queue' })).toHaveAttribute('href', '/community/moderation');
  });

  it('a board: guests are asked to log in; a member starts a thread and goes to it', async () => {
    api.board.mockResolvedValue({
      board: {
        slug: 'attire',
        name: 'Attire',
        description: 'Dresses and suits.',
        kind: 'TOPIC',
        state_code: null,
        thread_count: 1,
        last_post_at: null,
      },
      threads: [
        {
          id: 3,
          title: 'Comfortable wedding shoes',
          author: { id: 7, name: 'Maya O.' },
          reply_count: 2,
          created_at: '2026-11-20T10:00:00.000Z',
          last_post_at: '2026-11-21T10:00:00.000Z',
        },
      ],
      next_cursor: '1700000000000_3',
    });
    api.createThread.mockResolvedValue({ thread_id: 3, post: post(), held: false, message: null });
    api.thread.mockResolvedValue(threadView({ signed_in: true }));
    renderAt('/community/boards/attire', sam);
    expect(await screen.findByRole('link', { name: 'Comfortable wedding shoes' })).toHaveAttribute('href', '/community/threads/3');
    expect(screen.getByText(/2 replies/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older threads' })).toHaveAttribute('href', '/community/boards/attire?cursor=1700000000000_3');
    await userEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A title needs at least 5 characters.');
    await userEvent.type(screen.getByLabelText('Title'), 'Comfortable wedding shoes');
    await userEvent.type(screen.getByLabelText('Your post'), 'What did you wear?');
    await userEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(api.createThread).toHaveBeenCalledWith({
      slug: 'attire',
      body: { title: 'Comfortable wedding shoes', body: 'What did you wear?' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comfortable wedding shoes' })).toBeInTheDocument();
  });

  it('the author changes the thread’s title: checked, saved, and the focus goes back to the heading', async () => {
    const view = threadView({ signed_in: true });
    api.thread.mockResolvedValue({ ...view, thread: { ...view.thread, can_edit_title: true } });
    api.editTitle.mockResolvedValue({ thread_id: 3, title: 'Comfy wedding shoes', status: 'PUBLISHED' });
    renderAt('/community/threads/3', sam);
    await userEvent.click(await screen.findByRole('button', { name: 'Change title' }));
    const field = screen.getByLabelText('Thread title');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A title needs at least 5 characters.');
    expect(api.editTitle).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, ' Comfy wedding shoes ');
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect(api.editTitle).toHaveBeenCalledWith({ threadId: 3, title: 'Comfy wedding shoes' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Comfy wedding shoes' });
    expect(heading).toHaveFocus();
    expect(screen.queryByLabelText('Thread title')).toBeNull();
    expect(screen.getByText('The title is changed.')).toBeInTheDocument();
  });

  it('no "Change title" for a reader who may not', async () => {
    api.thread.mockResolvedValue(threadView({ signed_in: true }));
    renderAt('/community/threads/3', sam);
    await screen.findByRole('heading', { level: 1, name: 'Comfortable wedding shoes' });
    expect(screen.queryByRole('button', { name: 'Change title' })).toBeNull();
  });

  it('staff page through the moderation queue with "Show more"', async () => {
    const item = (id: number, name: string) => ({
      post: post({ id, author: { id, name } }),
      thread: { id: 3, title: 'Shoes' },
      author_suspended: false,
      reports: [],
    });
    api.queue.mockResolvedValueOnce({ items: [item(1, 'Ann A.')], next_after: 1 });
    api.queue.mockResolvedValueOnce({ items: [item(2, 'Bo B.')], next_after: null });
    renderAt('/community/moderation', sam);
    expect(await screen.findByRole('article', { name: 'Post by Ann A. in Shoes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Post by Bo B. in Shoes' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Post by Ann A. in Shoes' })).toBeInTheDocument();
    expect(api.queue).toHaveBeenLastCalledWith({ after: 1 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('"My posts" lists the person’s posts with their state and links, and asks a guest to log in', async () => {
    api.myPosts.mockResolvedValue({
      items: [
        {
          post: post({ id: 21, status: 'HELD', html: '<p>See https://example.com</p>' }),
          thread: { id: 3, title: 'Shoes', board: { slug: 'attire', name: 'Attire' } },
          is_opening: false,
        },
        {
          post: post({ id: 20 }),
          thread: { id: 4, title: 'Venues', board: { slug: 'planning', name: 'Wedding planning' } },
          is_opening: true,
        },
      ],
      next_after: null,
    });
    renderAt('/community/my-posts', sam);
    const list = await screen.findByRole('list', { name: 'Your posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/community/threads/3');
    expect(within(list).getByText('Waiting for review: only you and our team can see it.')).toBeInTheDocument();
    expect(within(list).getByText(/Started/)).toBeInTheDocument();
    expect(api.myPosts).toHaveBeenCalledWith({ after: null });
  });

  it('a guest on "My posts" is asked to log in', async () => {
    renderAt('/community/my-posts');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/account/login'));
    expect(api.myPosts).not.toHaveBeenCalled();
  });

  it('the digest’s unsubscribe page asks, then stops the mails with the link’s token', async () => {
    const token = `7.${'a'.repeat(43)}`;
    api.unsubscribe.mockResolvedValue({ unsubscribed: true, message: COMMUNITY_MESSAGES.unsubscribed });
    renderAt(`/community/unsubscribe?token=${token}`);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the digest mails' }));
    expect(api.unsubscribe).toHaveBeenCalledWith(token);
    expect(await screen.findByRole('status')).toHaveTextContent(COMMUNITY_MESSAGES.unsubscribed);
  });

  it('an incomplete unsubscribe link says so and offers nothing to press', () => {
    renderAt('/community/unsubscribe?token=12');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not complete.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

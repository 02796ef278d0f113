import { BenchClient } from '../client';
import { INTRODUCTIONS_THREAD } from '../../../server/db/seed/communityData';

/**
 * The community's bench page (issue 31): the seeded introductions thread, 500 replies, as a guest
 * reads it (no sign-in; keyset pages of 25, so its first page is what a reader opens).
 */
export async function communityPage(base: string): Promise<{ key: 'community'; name: string; url: string }> {
  const board = await new BenchClient(base).call<{ threads: Array<{ id: number; title: string }> }>(
    'GET',
    `/web-api/v2/community/boards/${INTRODUCTIONS_THREAD.board}/threads`,
  );
  const thread = board.threads.find((t) => t.title === INTRODUCTIONS_THREAD.title);
  if (!thread) throw new Error('the seed has no introductions thread');
  return {
    key: 'community',
    name: `community thread (${INTRODUCTIONS_THREAD.replies} replies)`,
    url: `${base}/community/threads/${thread.id}`,
  };
}

/** The community's page addresses (routeTable.ts). */
export const COMMUNITY_PATH = '/community';
export const boardPath = (slug: string) => `/community/boards/${slug}`;
export const threadPath = (id: number) => `/community/threads/${id}`;
export const searchPath = (q: string) => `/community/search?q=${encodeURIComponent(q)}`;
export const MODERATION_PATH = '/community/moderation';
export const MY_POSTS_PATH = '/community/my-posts';
export const UNSUBSCRIBE_PATH = '/community/unsubscribe';

import type { RootState } from '../../app/rootReducer';
import { initialCommunityState, type CommunityState } from './communitySlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): CommunityState => state.community ?? initialCommunityState;

export const selectCommunityBoards = (state: RootState) => domain(state).boards;
export const selectCommunityBoardsLoad = (state: RootState) => domain(state).boardsLoad;
export const selectCommunityBoard = (state: RootState) => domain(state).board;
export const selectCommunityBoardLoad = (state: RootState) => domain(state).boardLoad;
export const selectCommunityThread = (state: RootState) => domain(state).thread;
export const selectCommunityThreadLoad = (state: RootState) => domain(state).threadLoad;
export const selectCommunitySearch = (state: RootState) => domain(state).search;
export const selectCommunitySearchLoad = (state: RootState) => domain(state).searchLoad;
export const selectCommunityQueue = (state: RootState) => domain(state).queue;
export const selectCommunityQueueLoad = (state: RootState) => domain(state).queueLoad;
export const selectCommunityWrite = (state: RootState) => domain(state).write;
export const selectCreatedThreadId = (state: RootState) => domain(state).createdThreadId;
export const selectCommunityNotice = (state: RootState) => domain(state).notice;
export const selectCommunitySent = (state: RootState) => domain(state).sent;
export const selectCommunityMyPosts = (state: RootState) => domain(state).myPosts;
export const selectCommunityMyPostsLoad = (state: RootState) => domain(state).myPostsLoad;
export const selectCommunityUnsubscribe = (state: RootState) => domain(state).unsubscribe;
export const selectCommunityUnsubscribed = (state: RootState) => domain(state).unsubscribed;
export const selectCommunityTitleWrite = (state: RootState) => domain(state).titleWrite;

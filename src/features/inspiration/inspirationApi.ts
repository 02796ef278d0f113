import { api } from '../../lib/http';
import type {
  AddBoardItemBody,
  BoardDetail,
  BoardsAnswer,
  BrowseAnswer,
  CreateBoardBody,
  QuizAnswer,
  QuizAnswers,
  SharedBoardAnswer,
  SuggestionsAnswer,
  UpdateBoardBody,
  WeddingDetail,
} from '../../contracts/inspiration';
import { INSPIRATION_API, inspirationReadPaths } from '../../contracts/inspiration';

const BASE = INSPIRATION_API;

/** server/API.md "Inspiration and real weddings"; nothing else in the domain talks HTTP. */
export const inspirationApi = {
  /** `query`: the page's filters as inspirationFiltersToQuery writes them, without '?'. */
  browse: (query: string): Promise<BrowseAnswer> => api.get<BrowseAnswer>(inspirationReadPaths.weddings(query)),
  wedding: (slug: string): Promise<WeddingDetail> => api.get<WeddingDetail>(inspirationReadPaths.wedding(slug)),
  quiz: (): Promise<QuizAnswer> => api.get<QuizAnswer>(`${BASE}/quiz`),
  saveQuiz: (answers: QuizAnswers): Promise<QuizAnswer> => api.put<QuizAnswer>(`${BASE}/quiz`, answers),
  suggestions: (): Promise<SuggestionsAnswer> => api.get<SuggestionsAnswer>(`${BASE}/suggestions`),
  boards: (): Promise<BoardsAnswer> => api.get<BoardsAnswer>(`${BASE}/boards`),
  board: (id: number): Promise<BoardDetail> => api.get<BoardDetail>(`${BASE}/boards/${id}`),
  createBoard: (body: CreateBoardBody): Promise<BoardDetail> => api.post<BoardDetail>(`${BASE}/boards`, body),
  updateBoard: ({ id, changes }: { id: number; changes: UpdateBoardBody }): Promise<BoardDetail> =>
    api.patch<BoardDetail>(`${BASE}/boards/${id}`, changes),
  deleteBoard: (id: number): Promise<void> => api.delete<void>(`${BASE}/boards/${id}`),
  addItem: ({ boardId, item }: { boardId: number; item: AddBoardItemBody }): Promise<BoardDetail> =>
    api.post<BoardDetail>(`${BASE}/boards/${boardId}/items`, item),
  removeItem: ({ boardId, itemId }: { boardId: number; itemId: number }): Promise<BoardDetail> =>
    api.delete<BoardDetail>(`${BASE}/boards/${boardId}/items/${itemId}`),
  setShareLink: ({ id, on }: { id: number; on: boolean }): Promise<BoardDetail> =>
    on ? api.post<BoardDetail>(`${BASE}/boards/${id}/share-link`) : api.delete<BoardDetail>(`${BASE}/boards/${id}/share-link`),
  shared: (token: string): Promise<SharedBoardAnswer> => api.get<SharedBoardAnswer>(`${BASE}/shared/${token}`),
};

import { createAction, createSlice, type Draft } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type {
  AddBoardItemBody,
  BoardDetail,
  BoardsAnswer,
  BoardSummary,
  BrowseAnswer,
  CreateBoardBody,
  QuizAnswer,
  QuizAnswers,
  SharedBoardAnswer,
  SuggestionsAnswer,
  UpdateBoardBody,
  WeddingDetail,
} from '../../contracts/inspiration';

// Events the pages raise.
/** The browse page opened or its filters changed (`query`: the URL's filters, canonical). */
export const browseRequested = createAction<string>('inspiration/browseRequested');
export const weddingRequested = createAction<string>('inspiration/weddingRequested');
export const quizRequested = createAction('inspiration/quizRequested');
export const quizSubmitted = createAction<QuizAnswers>('inspiration/quizSubmitted');
export const suggestionsRequested = createAction('inspiration/suggestionsRequested');
export const boardsRequested = createAction('inspiration/boardsRequested');
export const boardRequested = createAction<number>('inspiration/boardRequested');
/** Save a photo or wedding to a board, or to a new board made for it. */
export type SaveTarget = { boardId: number } | { newBoard: CreateBoardBody };
export const saveRequested = createAction<{ item: AddBoardItemBody; to: SaveTarget }>('inspiration/saveRequested');
export const saveDismissed = createAction('inspiration/saveDismissed');
export const boardCreateRequested = createAction<CreateBoardBody>('inspiration/boardCreateRequested');
export const boardUpdateRequested = createAction<{ id: number; changes: UpdateBoardBody }>('inspiration/boardUpdateRequested');
export const boardDeleteRequested = createAction<number>('inspiration/boardDeleteRequested');
export const itemRemoveRequested = createAction<{ boardId: number; itemId: number }>('inspiration/itemRemoveRequested');
export const shareLinkRequested = createAction<{ id: number; on: boolean }>('inspiration/shareLinkRequested');
export const sharedBoardRequested = createAction<string>('inspiration/sharedBoardRequested');

// Requests (started / succeeded / failed).
export const browseActions = createRequestActions<string, BrowseAnswer>('inspiration/browse');
export const weddingActions = createRequestActions<string, WeddingDetail>('inspiration/wedding');
export const quizActions = createRequestActions<void, QuizAnswer>('inspiration/quiz');
export const quizSaveActions = createRequestActions<QuizAnswers, QuizAnswer>('inspiration/quizSave');
export const suggestionsActions = createRequestActions<void, SuggestionsAnswer>('inspiration/suggestions');
export const boardsActions = createRequestActions<void, BoardsAnswer>('inspiration/boards');
export const boardActions = createRequestActions<number, BoardDetail>('inspiration/board');
export const createBoardActions = createRequestActions<CreateBoardBody, BoardDetail>('inspiration/createBoard');
export const addItemActions = createRequestActions<{ boardId: number; item: AddBoardItemBody }, BoardDetail>('inspiration/addItem');
export const updateBoardActions = createRequestActions<{ id: number; changes: UpdateBoardBody }, BoardDetail>('inspiration/updateBoard');
export const deleteBoardActions = createRequestActions<number, void>('inspiration/deleteBoard');
export const removeItemActions = createRequestActions<{ boardId: number; itemId: number }, BoardDetail>('inspiration/removeItem');
export const shareLinkActions = createRequestActions<{ id: number; on: boolean }, BoardDetail>('inspiration/shareLink');
export const sharedBoardActions = createRequestActions<string, SharedBoardAnswer>('inspiration/sharedBoard');

export interface InspirationState {
  browse: RequestState & { query: string | null; answer: BrowseAnswer | null };
  wedding: RequestState & { slug: string | null };
  /** Weddings already loaded, by slug. */
  weddings: Record<string, WeddingDetail>;
  quiz: RequestState & { answer: QuizAnswer | null };
  quizSave: RequestState;
  suggestions: RequestState & { answer: SuggestionsAnswer | null };
  boards: RequestState & { list: BoardSummary[] | null };
  board: RequestState & { id: number | null; detail: BoardDetail | null };
  /** The last save to a board: where it went, once it has. */
  save: RequestState & { savedTo: { id: number; name: string } | null };
  /** Creating, renaming, sharing or deleting a board. */
  edit: RequestState;
  shared: RequestState & { token: string | null; answer: SharedBoardAnswer | null };
}

export const initialInspirationState: InspirationState = {
  browse: { ...idleRequest, query: null, answer: null },
  wedding: { ...idleRequest, slug: null },
  weddings: {},
  quiz: { ...idleRequest, answer: null },
  quizSave: idleRequest,
  suggestions: { ...idleRequest, answer: null },
  boards: { ...idleRequest, list: null },
  board: { ...idleRequest, id: null, detail: null },
  save: { ...idleRequest, savedTo: null },
  edit: idleRequest,
  shared: { ...idleRequest, token: null, answer: null },
};

/** A board's new state reaches the list (newest change first) and the open board. */
function boardChanged(state: Draft<InspirationState>, detail: BoardDetail) {
  const { items: _items, ...summary } = detail;
  if (state.boards.list) state.boards.list = [summary, ...state.boards.list.filter((b) => b.id !== detail.id)];
  if (state.board.id === detail.id) state.board.detail = detail;
}

const slice = createSlice({
  name: 'inspiration',
  initialState: initialInspirationState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, browseActions, (s) => s.browse, {
      keepSucceeded: true,
      started: (state, { payload }) => {
        state.browse.query = payload;
      },
      succeeded: (state, { payload }) => {
        if (payload.arg === state.browse.query) state.browse.answer = payload.result;
      },
    });
    addRequestCases(builder, weddingActions, (s) => s.wedding, {
      started: (state, { payload }) => {
        state.wedding.slug = payload;
      },
      succeeded: (state, { payload }) => {
        state.weddings[payload.arg] = payload.result;
      },
    });
    addRequestCases(builder, quizActions, (s) => s.quiz, {
      succeeded: (state, { payload }) => {
        state.quiz.answer = payload.result;
      },
    });
    addRequestCases(builder, quizSaveActions, (s) => s.quizSave, {
      succeeded: (state, { payload }) => {
        state.quiz.answer = payload.result;
        // What is suggested changes with the answers: the next visit asks again.
        state.suggestions = { ...idleRequest, answer: null };
      },
    });
    addRequestCases(builder, suggestionsActions, (s) => s.suggestions, {
      succeeded: (state, { payload }) => {
        state.suggestions.answer = payload.result;
      },
    });
    addRequestCases(builder, boardsActions, (s) => s.boards, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.boards.list = payload.result.boards;
      },
    });
    addRequestCases(builder, boardActions, (s) => s.board, {
      started: (state, { payload }) => {
        if (state.board.id !== payload) state.board.detail = null;
        state.board.id = payload;
      },
      succeeded: (state, { payload }) => {
        if (payload.arg === state.board.id) state.board.detail = payload.result;
      },
    });
    addRequestCases(builder, createBoardActions, (s) => s.edit, {
      succeeded: (state, { payload }) => {
        if (state.boards.list) state.boards.list = [payload.result, ...state.boards.list];
      },
      // A save to a new board: the board's refusal is the save's.
      failed: (state, { payload }) => {
        if (state.save.status === 'loading') state.save = { status: 'failed', error: payload.error, savedTo: null };
      },
    });
    addRequestCases(builder, addItemActions, (s) => s.save, {
      started: (state) => {
        state.save.savedTo = null;
      },
      succeeded: (state, { payload }) => {
        state.save.savedTo = { id: payload.result.id, name: payload.result.name };
        boardChanged(state, payload.result);
      },
    });
    addRequestCases(builder, updateBoardActions, (s) => s.edit, { succeeded: (state, { payload }) => boardChanged(state, payload.result) });
    addRequestCases(builder, shareLinkActions, (s) => s.edit, { succeeded: (state, { payload }) => boardChanged(state, payload.result) });
    addRequestCases(builder, removeItemActions, (s) => s.edit, { succeeded: (state, { payload }) => boardChanged(state, payload.result) });
    addRequestCases(builder, deleteBoardActions, (s) => s.edit, {
      succeeded: (state, { payload }) => {
        if (state.boards.list) state.boards.list = state.boards.list.filter((b) => b.id !== payload.arg);
        if (state.board.id === payload.arg) state.board = { ...idleRequest, id: null, detail: null };
      },
    });
    addRequestCases(builder, sharedBoardActions, (s) => s.shared, {
      started: (state, { payload }) => {
        state.shared.token = payload;
        state.shared.answer = null;
      },
      succeeded: (state, { payload }) => {
        state.shared.answer = payload.result;
      },
    });
    builder.addCase(saveDismissed, (state) => {
      state.save = { ...idleRequest, savedTo: null };
    });
    builder.addCase(saveRequested, (state) => {
      state.save = { status: 'loading', error: null, savedTo: null };
    });
  },
});

export const inspirationReducer = slice.reducer;

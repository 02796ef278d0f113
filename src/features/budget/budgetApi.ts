import { api } from '../../lib/http';
import type {
  BudgetCategory,
  BudgetItem,
  BudgetSettings,
  BudgetView,
  CreateCategoryBody,
  CreateItemBody,
  CreatePaymentBody,
  StartBudgetBody,
  UpdateBudgetBody,
  UpdateCategoryBody,
  UpdateItemBody,
  UpdatePaymentBody,
  VendorSearchAnswer,
} from '../../contracts/budget';

const BASE = '/web-api/v2/wedding/budget';
/** The CSV export: a plain link downloads it with the session cookie. */
export const BUDGET_CSV_URL = `${BASE}/export.csv`;

/** server/API.md "The wedding budget"; nothing else in the domain talks HTTP. */
export const budgetApi = {
  get: (): Promise<BudgetView> => api.get<BudgetView>(BASE),
  start: (body: StartBudgetBody): Promise<BudgetView> => api.post<BudgetView>(BASE, body),
  update: (body: UpdateBudgetBody): Promise<BudgetSettings> => api.patch<BudgetSettings>(BASE, body),
  createCategory: (body: CreateCategoryBody): Promise<BudgetCategory> => api.post<BudgetCategory>(`${BASE}/categories`, body),
  updateCategory: ({ id, body }: { id: number; body: UpdateCategoryBody }): Promise<BudgetCategory> =>
    api.patch<BudgetCategory>(`${BASE}/categories/${id}`, body),
  deleteCategory: async ({ id, version }: { id: number; version: number }): Promise<void> => {
    await api.delete<unknown>(`${BASE}/categories/${id}?version=${version}`);
  },
  createItem: (body: CreateItemBody): Promise<BudgetItem> => api.post<BudgetItem>(`${BASE}/items`, body),
  updateItem: ({ id, body }: { id: number; body: UpdateItemBody }): Promise<BudgetItem> =>
    api.patch<BudgetItem>(`${BASE}/items/${id}`, body),
  deleteItem: async ({ id, version }: { id: number; version: number }): Promise<void> => {
    await api.delete<unknown>(`${BASE}/items/${id}?version=${version}`);
  },
  createPayment: ({ itemId, body }: { itemId: number; body: CreatePaymentBody }): Promise<BudgetItem> =>
    api.post<BudgetItem>(`${BASE}/items/${itemId}/payments`, body),
  updatePayment: ({ id, body }: { id: number; itemId: number; body: UpdatePaymentBody }): Promise<BudgetItem> =>
    api.patch<BudgetItem>(`${BASE}/payments/${id}`, body),
  deletePayment: ({ id, version }: { id: number; itemId: number; version: number }): Promise<BudgetItem> =>
    api.delete<BudgetItem>(`${BASE}/payments/${id}?version=${version}`),
  searchVendors: (q: string): Promise<VendorSearchAnswer> => api.get<VendorSearchAnswer>(`${BASE}/vendors`, { q }),
};

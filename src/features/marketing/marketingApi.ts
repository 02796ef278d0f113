import { api } from '../../lib/http';
import type { ProductSummary } from '../shop/types';

export const fetchNewArrivals = (limit: number) => api.get<{ products: ProductSummary[] }>('/web-registry-api/v1/shop/new-arrivals', { limit });

import { api } from '../../lib/http';
import type { CategoryNode } from './types';

export const fetchCategories = () => api.get<{ categories: CategoryNode[] }>('/web-registry-api/v1/nav/get/categories');

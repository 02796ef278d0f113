import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { CategoryNode } from '../../../src/contracts/nav';

/** The registry shop's category tree, ordered by position, built from one query. */
export async function loadCategoryTree(db: Db, options: { boutiqueOnly?: boolean } = {}): Promise<CategoryNode[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) nodes.set(row.id, { key: row.key, name: row.name, children: [] });
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId == null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (!options.boutiqueOnly || row.inBoutique) roots.push(node);
  }
  return roots;
}

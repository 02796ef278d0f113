/** Spec §3 'Navigation category tree'. */
export interface CategoryNode {
  key: string;
  name: string;
  children: CategoryNode[];
}

/** Spec §3 'Navigation category tree'. */
export interface CategoryNode {
  key: string;
  name: string;
  children: CategoryNode[];
}

/** Spec §3 'Nav item' as the server sends it. */
export interface NavItem {
  id: string;
  identifier: string;
  title: string;
  path: string;
  parent: string | null;
  businessUnit: string;
  children: NavItem[];
  showCaret: boolean;
  dockRight: boolean;
  centerDropdown: boolean;
}

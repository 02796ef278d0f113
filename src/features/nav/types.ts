/** Spec §3 'Navigation category tree' and 'Nav item' as the server sends them: declared once, in src/contracts/nav.ts. */
export type { CategoryNode, NavItem } from '../../contracts/nav';

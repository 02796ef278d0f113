/** Content of the footer's information pages, kept as data (rendered by <InfoPage>). */
export interface InfoLink {
  label: string;
  href: string;
}

export type InfoBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'links'; items: InfoLink[] }
  | { kind: 'people'; items: Array<{ name: string; role: string; bio: string }> }
  | { kind: 'press'; items: Array<{ outlet: string; date: string; headline: string; summary: string }> }
  | { kind: 'contact'; items: Array<{ label: string; value: string; href?: string }> };

export interface InfoSection {
  /** Anchor id (the page's table of contents links to it). */
  id: string;
  heading: string;
  blocks: InfoBlock[];
}

export interface InfoPageContent {
  eyebrow: string;
  title: string;
  lede: string;
  /** Legal pages say when they last changed (ISO date). */
  updated?: string;
  /** Long pages list their sections first. */
  tableOfContents?: boolean;
  sections: InfoSection[];
  related?: InfoLink[];
}

export interface FaqGroup {
  id: string;
  heading: string;
  items: Array<{ question: string; answer: string }>;
}

export interface AdviceArticle {
  slug: string;
  title: string;
  dek: string;
  topic: 'Registry' | 'Gifts & etiquette' | 'Cash funds';
  minutes: number;
  body: string[];
  tips?: string[];
}

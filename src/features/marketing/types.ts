/** Spec §3 content shapes. */
export interface FaqItem { question: string; answer: string }
export interface Review { name: string; title: string; reviewText: string; ariaLabel: string }
export interface AdviceLink { title: string; url_path: string }
export interface TopicTile { name: string; href: string; icon: string }
export interface TopicTilesBlock { title: string; cta?: { label: string; href: string }; topics: TopicTile[] }
export interface ValuesStrip { valueOne: string; valueTwo: string; valueThree: string; backgroundColor: string; fontColor: string }
export type SupportSectionKey = 'faqs' | 'reviews' | 'advice';
export interface CategoryTile { image: string; linkText: string; href: string; tag?: string; caption?: string; newTab?: boolean }
export interface DifferentiationItem { subtitle: string; description: string; button?: { label: string; href: string } }
export interface AdviceCardContent { image: string; prehed: string; hed: string; dek: string; link?: { label: string; href: string } }

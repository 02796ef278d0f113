/** Spec §3 content shapes. */
export interface FaqItem {
  question: string;
  answer: string;
}
export interface Review {
  name: string;
  title: string;
  reviewText: string;
  ariaLabel: string;
}
export interface AdviceLink {
  title: string;
  url_path: string;
}
export interface TopicTile {
  name: string;
  href: string;
  icon: string;
}
export interface TopicTilesBlock {
  title: string;
  cta?: { label: string; href: string };
  topics: TopicTile[];
}
export interface ValuesStrip {
  valueOne: string;
  valueTwo: string;
  valueThree: string;
  backgroundColor: string;
  fontColor: string;
}
export type SupportSectionKey = 'faqs' | 'reviews' | 'advice';
export interface CategoryTile {
  image: string;
  linkText: string;
  href: string;
  tag?: string;
  caption?: string;
  newTab?: boolean;
}
export interface DifferentiationItem {
  subtitle: string;
  description: string;
  button?: { label: string; href: string };
}
export interface AdviceCardContent {
  image: string;
  prehed: string;
  hed: string;
  dek: string;
  link?: { label: string; href: string };
}

/** Spec §3 content shapes: testimonial and hero banner. */
export interface Testimonial {
  image: string;
  firstName: string;
  secondName?: string;
  quote: string;
}
export interface HeroButton {
  label: string;
  href: string;
}
export interface HeroMedia {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface HeroBanner {
  /** A small line above the title (the product's pre-heading). */
  eyebrow?: string;
  /** The title, plain; with highlightText (a part of the title) that part is emphasised. */
  title: string;
  highlightText?: string;
  /** The paragraph under the title. */
  content?: string;
  /** Short selling points, shown as a checked list. */
  valueProps?: string[];
  primaryButton?: HeroButton;
  secondaryButton?: HeroButton;
  /** Further text links under the buttons. */
  actions?: HeroButton[];
  /** The photo (the first) and an optional inset (the second). */
  images: HeroMedia[];
  /** A lighter picture for phones and tablets instead of the desktop photo. */
  altMedia?: HeroMedia;
  testimonial?: Testimonial;
  /** Photo on the right (default) or on the left on desktop. */
  isPhotoOnRight?: boolean;
  /** The whole banner is one link (then it has no buttons). */
  asLink?: HeroButton;
  /** Photos only on desktop (992 px and up). */
  hideImageNonDesktop?: boolean;
}

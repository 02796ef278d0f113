/** Spec §9 carousel defaults. */
export const CAROUSEL_DEFAULTS = {
  speed: 500,
  autoplaySpeed: 3000,
  slidesToShow: 1,
  slidesToScroll: 1,
  touchThreshold: 5,
  edgeFriction: 0.35,
  infinite: true,
  autoplay: false,
} as const;

/** Spec §2: previous is disabled at the first slide unless infinite. */
export const prevDisabled = (index: number, infinite: boolean) => !infinite && index <= 0;
/** Spec §2: next is disabled when the carousel cannot advance. */
export const nextDisabled = (index: number, count: number, slidesToShow: number, infinite: boolean) =>
  count <= slidesToShow || (!infinite && index + slidesToShow >= count);

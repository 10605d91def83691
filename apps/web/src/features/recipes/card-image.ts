/**
 * The slot a Recipe Box card's image fills: 1 column on phones (the page's 1 rem padding each
 * side), 2 from 36em, beside the 260 px filter sidebar from 48em, 3 in the xl container from
 * 75em. The browser picks the 200 or 400 px file for it. Its own module: the app's early
 * requests preload the first card's image with exactly these attributes, so the card reuses it.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 75em) 330px, (min-width: 48em) calc(50vw - 10rem), (min-width: 36em) calc(50vw - 2rem), calc(100vw - 2rem)';

/** The card's `srcset`: the 200 and 400 px variants. */
export const cardImageSrcSet = (image: { thumb: string; medium: string }) =>
  `${image.thumb} 200w, ${image.medium} 400w`;

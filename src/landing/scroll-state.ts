import { SCROLL_STYLE_THRESHOLD_PX } from '@/config/product';

/** True once the page is scrolled MORE than the threshold (the spec: "more than 20 px"). */
export function isScrolledPast(scrollY: number, threshold: number = SCROLL_STYLE_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

import { describe, expect, it } from 'vitest';
import { SCROLL_STYLE_THRESHOLD_PX } from '@/config/product';
import { isScrolledPast } from './scroll-state';

describe('isScrolledPast', () => {
  it('uses the spec threshold of 20 px', () => {
    expect(SCROLL_STYLE_THRESHOLD_PX).toBe(20);
  });
  it('is false at the top of the page', () => {
    expect(isScrolledPast(0)).toBe(false);
  });
  it('is false at exactly 20 px', () => {
    expect(isScrolledPast(20)).toBe(false);
  });
  it('is true from 21 px on', () => {
    expect(isScrolledPast(21)).toBe(true);
    expect(isScrolledPast(20.5)).toBe(true);
  });
  it('treats negative overscroll (elastic scrolling) as not scrolled', () => {
    expect(isScrolledPast(-12)).toBe(false);
  });
});

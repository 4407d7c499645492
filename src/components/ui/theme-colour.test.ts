// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { themeColour } from './theme-colour';

describe('themeColour', () => {
  it('reads a theme colour from a CSS variable, currentColor when it is unset', () => {
    const element = document.createElement('div');
    element.style.setProperty('--ll-test-colour', ' #123456 ');
    document.body.append(element);
    expect(themeColour('--ll-test-colour', element)).toBe('#123456');
    expect(themeColour('--ll-not-set', element)).toBe('currentColor');
    element.remove();
  });
});

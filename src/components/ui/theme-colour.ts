// A theme colour for what draws on a canvas (a chart), where a CSS class cannot reach.

/** A theme colour (a CSS variable such as `--ll-primary`) as set on `element`; `currentColor` when unset. */
export function themeColour(name: string, element: Element = document.documentElement): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The semantic tokens are only useful if every text/background pair the kit uses is readable:
// WCAG AA asks 4.5:1 for text, 3:1 for the focus ring and control borders against the surface.
const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

function tokens(block: string): Map<string, string> {
  return new Map([...block.matchAll(/--ll-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

const lightBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const darkBlock = /prefers-color-scheme: dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const schemes = { light: tokens(lightBlock), dark: tokens(darkBlock) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['fg', 'surface'],
  ['fg', 'surface-raised'],
  ['fg', 'surface-muted'],
  ['muted', 'surface'],
  ['muted', 'surface-raised'],
  ['muted', 'surface-muted'],
  ['link', 'surface'],
  ['link', 'surface-raised'],
  ['primary-fg', 'primary'],
  ['primary-fg', 'primary-hover'],
  ['fg', 'primary-soft'],
  ['info', 'info-soft'],
  ['danger', 'danger-soft'],
  ['danger', 'surface'],
  ['warning', 'warning-soft'],
  ['warning', 'surface'],
  ['success', 'success-soft'],
  ['success', 'surface'],
  ['inverse-fg', 'inverse'],
];

const NON_TEXT_PAIRS: [string, string][] = [
  ['ring', 'surface'],
  ['ring', 'surface-raised'],
  ['primary', 'surface'],
  ['border-strong', 'surface'],
];

describe.each(Object.entries(schemes))('%s scheme tokens', (_scheme, values) => {
  it('defines the same tokens as the other scheme', () => {
    expect([...values.keys()].sort()).toEqual([...schemes.light.keys()].sort());
    expect(values.size).toBeGreaterThan(20);
  });

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(values.get(fg)!, values.get(bg)!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(values.get(fg)!, values.get(bg)!)).toBeGreaterThanOrEqual(3);
  });
});

describe('primary in dark', () => {
  it('stays saturated (a pale primary reads as disabled)', () => {
    const hex = schemes.dark.get('primary')!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const max = Math.max(r!, g!, b!);
    const min = Math.min(r!, g!, b!);
    expect((max - min) / max).toBeGreaterThan(0.6);
    expect(luminance(hex)).toBeLessThan(0.3);
  });
});

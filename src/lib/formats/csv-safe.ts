// CSV that a spreadsheet opens without running anything: the one writer every export uses.
import Papa from 'papaparse';

/**
 * Cells a spreadsheet would read as a formula get a leading apostrophe (OWASP CSV injection):
 * `= + - @`, tab, CR, LF and their full-width forms. Papaparse's own `escapeFormulae: true` uses
 * /^[=+\-@\t\r].*$/, which lets `=cmd\n…` through (`.` stops at a line break) and ignores the
 * full-width signs, so we pass our own pattern. Plain numbers such as `-1.5` are not formulas
 * and stay numbers.
 */
export const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** CSV text of a header and rows, formula-escaped, CRLF line ends (RFC 4180). */
export function toSafeCsv(fields: readonly string[], data: readonly (readonly string[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: data.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

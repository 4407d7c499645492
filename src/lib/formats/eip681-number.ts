const MAX_UINT256 = 2n ** 256n - 1n;
// EIP-681: number = [ "-" / "+" ] *DIGIT [ "." 1*DIGIT ] [ ( "e" / "E" ) [ 1*DIGIT ] ]
const NUMBER = /^([-+]?)(\d*)(?:\.(\d+))?(?:[eE](\d*))?$/;

export type IntegerResult =
  { readonly ok: true; readonly value: bigint } | { readonly ok: false; readonly error: string };

/**
 * Reads an EIP-681 number (`2014000000000000000`, `2.014e18`) as an exact uint256, with bigint
 * arithmetic only: a float would turn 2.014e18 into 2013999999999999744.
 */
export function parseEip681Integer(text: string): IntegerResult {
  const match = NUMBER.exec(text);
  if (!match || (match[2] === '' && match[3] === undefined)) return { ok: false, error: `"${text}" is not a number` };
  const [, sign, whole, fraction = '', exponentText = ''] = match;
  const exponent = exponentText === '' ? 0 : Number(exponentText);
  // Past 78 digits nothing fits in a uint256; refusing early also bounds the bigint work.
  if (exponent > 100) return { ok: false, error: `"${text}" is too large` };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > exponent) return { ok: false, error: `"${text}" is not a whole number of base units` };
  const value = BigInt(`${whole}${significant}` || '0') * 10n ** BigInt(exponent - significant.length);
  if (sign === '-' && value !== 0n) return { ok: false, error: `"${text}" cannot be negative` };
  if (value > MAX_UINT256) return { ok: false, error: `"${text}" is too large` };
  return { ok: true, value };
}

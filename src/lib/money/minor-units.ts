// Whole units as bigint (a currency's minor units: pence, cents, yen; or an asset's base units) and
// the one rounding rule of every amount: half away from zero, on exact integers, never through a
// float. The books and exports in the company's currency (lib/ledger) and `roundDecimal`
// (decimal-string.ts) all round through `divRound`.

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divRound needs a positive denominator');
  // (2n ± d) / 2d truncates toward zero exactly where n / d rounds half away from zero: one division.
  const twice = numerator * 2n;
  return (numerator < 0n ? twice - denominator : twice + denominator) / (denominator * 2n);
}

const POW10: bigint[] = [];
/** 10^n as a bigint (cached). */
export function pow10(n: number): bigint {
  let cached = POW10[n];
  if (cached === undefined) {
    cached = 10n ** BigInt(n);
    POW10[n] = cached;
  }
  return cached;
}

/** Minor units as an exact decimal string with exactly `digits` decimals (`123456n, 2` → `1234.56`, `5n, 2` → `0.05`). */
export function minorToDecimal(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const magnitude = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = digits > 0 ? `.${magnitude.slice(magnitude.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

// The standard's published examples (CEN/TC 434, vendored in tests/oracles/en16931/examples), for
// tests that read received e-invoices. Tests run from the repository root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const UBL_EXAMPLE = 'ubl-tc434-example1.xml';
export const CII_EXAMPLE = 'CII_example1.xml';

/** The bytes of a vendored example file. */
export function exampleBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(join(process.cwd(), 'tests/oracles/en16931/examples', file)));
}

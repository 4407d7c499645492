// Our own example e-invoices (authored for the tests, tests/fixtures/einvoices: one fictional
// invoice in both syntaxes), for tests that read received e-invoices. Tests run from the
// repository root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const OWN_UBL_EXAMPLE = 'own-ubl-example.xml';
export const OWN_CII_EXAMPLE = 'own-cii-example.xml';

/** The bytes of one of our example files. */
export function ownExampleBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/einvoices', file)));
}

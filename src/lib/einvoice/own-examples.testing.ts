// Our own example e-invoices (authored for the tests, tests/fixtures/einvoices: one fictional
// invoice in both syntaxes) and the standard's published examples, for tests that read received e-invoices. Tests run from the
// repository root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readReceivedFile, type ReceivedResult } from './read-received';

export const OWN_UBL_EXAMPLE = 'own-ubl-example.xml';
export const OWN_CII_EXAMPLE = 'own-cii-example.xml';

/** The bytes of one of our example files. */
export function ownExampleBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/einvoices', file)));
}

/** The standard's own published examples (tests/fixtures/einvoices/en16931-examples, copied unchanged). */
export const EN16931_UBL_EXAMPLE = 'en16931-examples/ubl-tc434-example2.xml';
export const EN16931_CII_EXAMPLE = 'en16931-examples/CII_example2.xml';

/**
 * Reads an example file as the product reads a file dropped on Vendors (`readReceivedFile`, the
 * browser's DOMParser: jsdom's in tests); throws with the refusal when it is not read.
 */
export async function importExample(file: string): Promise<Extract<ReceivedResult, { ok: true }>> {
  const result = await readReceivedFile(ownExampleBytes(file));
  if (!result.ok) throw new Error(result.message);
  return result;
}

// The European Commission's EN 16931 rules (validation artifacts 1.3.16, vendored in
// tests/oracles/en16931 and run with Saxon-HE) as an independent reader of the e-invoices we write:
// every case, as CII (Factur-X EN 16931) and as UBL (Peppol BIS 3.0), fails no fatal rule. The files
// are validated in one run (one Java start per syntax, seconds each), so the cases are few and each
// covers several rules.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCii } from './cii';
import { writeUbl } from './ubl';
import type { EInvoiceFacts } from './facts';
import { CREDIT_NOTE, NOT_SUBJECT, SEVERAL_RATES, fiatPaidInCrypto } from './einvoice.testing';

const VALIDATE = fileURLToPath(new URL('../../../tests/oracles/en16931/validate', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'en16931-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CASES: [string, () => EInvoiceFacts][] = [
  ['several rates with discounts', () => SEVERAL_RATES],
  ['a credit note', () => CREDIT_NOTE],
  ['a fiat invoice paid in crypto, from the records', fiatPaidInCrypto],
  ['a seller not subject to VAT', () => NOT_SUBJECT],
];
const WRITERS = [
  ['CII', writeCii],
  ['UBL', writeUbl],
] as const;

const fileName = (caseName: string, syntax: string) => `${syntax}-${caseName.replace(/\W+/g, '-')}.xml`;
/** The validator's report of each file, by file name. */
const reports = new Map<string, string>();
let status: number | null = null;

beforeAll(() => {
  const files: string[] = [];
  for (const [name, facts] of CASES) {
    for (const [syntax, write] of WRITERS) {
      const file = join(dir, fileName(name, syntax));
      writeFileSync(file, write(facts()));
      files.push(file);
    }
  }
  // A copy of the first case without the seller's country: the rules must refuse it.
  const broken = join(dir, 'broken.xml');
  writeFileSync(broken, writeCii(SEVERAL_RATES).replace('<ram:CountryID>DE</ram:CountryID>', ''));
  files.push(broken);
  const run = spawnSync('bash', [VALIDATE, ...files], { encoding: 'utf8', timeout: 170_000 });
  status = run.status;
  for (const section of `${run.stdout}`.split(/^# /m).slice(1)) {
    const [path = '', ...lines] = section.split('\n');
    reports.set(path.slice(dir.length + 1), lines.join('\n'));
  }
  if (reports.size !== files.length) throw new Error(`The validator did not run:\n${run.stdout}${run.stderr}`);
}, 180_000);

describe('EN 16931 rules on the e-invoices we write', () => {
  for (const [name] of CASES) {
    for (const [syntax] of WRITERS) {
      it(`${name}: ${syntax} fails no fatal rule`, () => {
        const report = reports.get(fileName(name, syntax)) ?? '';
        // The last line counts the rules: some fired, none fatal.
        expect(report).toMatch(/^0 fatal, \d+ warning \([1-9]\d* rules fired\)$/m);
      });
    }
  }

  it('the validator refuses an invoice that breaks a rule (the oracle is awake)', () => {
    expect(reports.get('broken.xml')).toMatch(/^fatal BR-09:/m);
    expect(status).toBe(1);
  });
});

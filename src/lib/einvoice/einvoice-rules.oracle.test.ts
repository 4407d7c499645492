// @vitest-environment jsdom
// The rules the browser checks on a received e-invoice (einvoice-rules.ts) against the European
// Commission's official EN 16931 rules (tests/oracles/en16931, Saxon-HE): on our own UBL and CII
// examples and the standard's published example 2 (tests/fixtures/einvoices) neither fails a fatal rule, and on broken copies every rule the
// browser reports is one the official rules report as fatal too. One validator run for all the files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEInvoice } from './read-einvoice';
import {
  EN16931_CII_EXAMPLE,
  EN16931_UBL_EXAMPLE,
  OWN_CII_EXAMPLE,
  OWN_UBL_EXAMPLE,
  ownExampleBytes,
} from './own-examples.testing';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const dir = mkdtempSync(join(tmpdir(), 'en16931-in-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ubl = new TextDecoder().decode(ownExampleBytes(OWN_UBL_EXAMPLE));
const cii = new TextDecoder().decode(ownExampleBytes(OWN_CII_EXAMPLE));
const standardUbl = new TextDecoder().decode(ownExampleBytes(EN16931_UBL_EXAMPLE));
const standardCii = new TextDecoder().decode(ownExampleBytes(EN16931_CII_EXAMPLE));
const FILES: Record<string, string> = {
  'ubl.xml': ubl,
  'cii.xml': cii,
  // The standard's published example 2, as UBL and as CII.
  'standard-ubl.xml': standardUbl,
  'standard-cii.xml': standardCii,
  // The amount due off by 10, and a line without its item name.
  'ubl-broken.xml': ubl
    .replace('<cbc:PayableAmount currencyID="EUR">1062.25', '<cbc:PayableAmount currencyID="EUR">1072.25')
    .replace('<cbc:Name>Satz und Gestaltung</cbc:Name>', ''),
  // The lines' sum off (one line's net changed), and no seller country.
  'cii-broken.xml': cii
    .replace('<ram:LineTotalAmount>420.00</ram:LineTotalAmount>', '<ram:LineTotalAmount>430.00</ram:LineTotalAmount>')
    .replace(/(<ram:SellerTradeParty>[\s\S]*?)<ram:CountryID>DE<\/ram:CountryID>/, '$1'),
};
/** The official fatal rules per file. */
const official = new Map<string, string[]>();

beforeAll(() => {
  const paths = Object.entries(FILES).map(([name, xml]) => {
    writeFileSync(join(dir, name), xml);
    return join(dir, name);
  });
  const run = spawnSync('bash', [join(process.cwd(), 'tests/oracles/en16931/validate'), ...paths], {
    encoding: 'utf8',
    timeout: 170_000,
  });
  for (const section of `${run.stdout}`.split(/^# /m).slice(1)) {
    const [path = '', ...lines] = section.split('\n');
    official.set(
      path.slice(dir.length + 1),
      lines.flatMap((line) => /^fatal ([\w-]+):/.exec(line)?.[1] ?? []),
    );
  }
  if (official.size !== paths.length) throw new Error(`The validator did not run:\n${run.stdout}${run.stderr}`);
}, 180_000);

const browserRules = (xml: string) => {
  const result = readEInvoice(new TextEncoder().encode(xml), parse);
  if (!result.ok) throw new Error(result.message);
  return result.failedRules.map((f) => f.rule);
};

describe('the browser’s EN 16931 rules beside the official ones', () => {
  it('find nothing to fail in our own examples, as the official rules', () => {
    expect([official.get('ubl.xml'), official.get('cii.xml')]).toEqual([[], []]);
    expect([browserRules(ubl), browserRules(cii)]).toEqual([[], []]);
  });

  it('find nothing to fail in the standard’s published examples, as the official rules', () => {
    expect([official.get('standard-ubl.xml'), official.get('standard-cii.xml')]).toEqual([[], []]);
    expect([browserRules(standardUbl), browserRules(standardCii)]).toEqual([[], []]);
  });

  it('report on broken copies only rules the official ones report', () => {
    expect(browserRules(FILES['ubl-broken.xml']!)).toEqual(['BR-25', 'BR-CO-16']);
    expect(browserRules(FILES['cii-broken.xml']!)).toEqual(['BR-09', 'BR-CO-10']);
    for (const rule of ['BR-25', 'BR-CO-16']) expect(official.get('ubl-broken.xml')).toContain(rule);
    for (const rule of ['BR-09', 'BR-CO-10']) expect(official.get('cii-broken.xml')).toContain(rule);
  });
});

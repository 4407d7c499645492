import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own config (eslint.config.mjs), not the rules alone: each rule reaches the files it
// is meant for, .astro pages and the scripts inside them included.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('eslint.config.mjs', () => {
  it('lints .astro pages and layouts with the import rule, their scripts included', async () => {
    const page = `---\nimport { x } from '@/lib/db/records';\nconsole.log(x);\n---\n<p>{x}</p>\n`;
    expect(await ruleIds(page, 'src/pages/login.astro')).toContain('ledgerline/import-direction');
    const script = `---\n---\n<script>\n  void import('@/lib/db/records');\n</script>\n`;
    expect(await ruleIds(script, 'src/layouts/AppDocument.astro')).toContain('ledgerline/import-direction');
    const allowed = `---\nimport { platformRoutes } from '@/platform/routes';\n---\n<p>{platformRoutes.length}</p>\n`;
    expect(await ruleIds(allowed, 'src/pages/platform/[...page].astro')).toEqual([]);
  }, 30_000);

  it('refuses the package limits, localStorage through the global object and focused tests', async () => {
    expect(
      await ruleIds("import { Link } from 'react-router-dom';\nexport { Link };\n", 'src/components/ui/x.tsx'),
    ).toEqual(['ledgerline/package-limits']);
    expect(await ruleIds('export const s = globalThis.localStorage;\n', 'src/lib/wallet/x.ts')).toEqual([
      'ledgerline/no-local-storage',
    ]);
    expect(await ruleIds('export const s = localStorage;\n', 'src/lib/wallet/x.ts')).toEqual(['no-restricted-globals']);
    expect(await ruleIds('export const s = globalThis.localStorage;\n', 'src/lib/primitives/profile-flags.ts')).toEqual(
      [],
    );
    expect(
      await ruleIds('export const today = new Date().toISOString().slice(0, 10);\n', 'src/lib/ledger/x.ts'),
    ).toEqual(['no-restricted-syntax']);
    expect(
      await ruleIds('export const t = new Date().toISOString().slice(0, 10);\n', 'src/lib/ledger/x.test.ts'),
    ).toEqual([]);
    expect(
      await ruleIds('export const x = <div dangerouslySetInnerHTML={{ __html: y }} />;\n', 'src/lib/x.tsx'),
    ).toContain('no-restricted-syntax');
    const money = 'export const m = (units: bigint, symbol: string) => `${toDecimalString(units, 6)} ${symbol}`;\n';
    expect(await ruleIds(money, 'src/lib/ledger/x.ts')).toEqual(['ledgerline/no-hand-built-money']);
    expect(await ruleIds(money, 'src/lib/money/x.ts')).toEqual([]);
    expect(await ruleIds(money, 'src/lib/ledger/x.test.ts')).toEqual([]);
    const jsxMoney =
      'export const M = ({ amount, symbol }: { amount: string; symbol: string }) => <p>{amount} {symbol}</p>;\n';
    expect(await ruleIds(jsxMoney, 'src/platform/pay/x.tsx')).toEqual(['ledgerline/no-hand-built-money']);
    expect(await ruleIds(jsxMoney, 'src/lib/money/x.tsx')).toEqual([]);
    const astroMoney = "---\nconst amount = '1';\nconst symbol = 'ETH';\n---\n<p>{amount} {symbol}</p>\n";
    expect(await ruleIds(astroMoney, 'src/pages/x.astro')).toEqual(['ledgerline/no-hand-built-money']);
    const focus = 'only'; // spelled apart: the sample is never read as a focused test
    const spec = `import { test } from '@playwright/test';\ntest.describe.${focus}('x', () => {});\n`;
    expect(await ruleIds(spec, 'tests/e2e/x.spec.ts')).toEqual(['ledgerline/no-focused-tests']);
  }, 30_000);
});

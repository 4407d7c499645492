import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIB_ORDER, importDirection, libOrderViolation } from './import-direction.mjs';
import { at, atRoot, ruleTester } from './rule-tester.testing';

const tester = ruleTester();
const above = (from: string, to: string) =>
  `Import direction: lib/${from} never imports lib/${to}, which sits above it in the lib order.`;

describe('the lib order', () => {
  it('ranks every lib folder that exists, and each folder once', () => {
    const ranked = LIB_ORDER.flat();
    const folders = readdirSync(at('lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of [...folders, 'chain/sync']) expect(ranked).toContain(folder);
    expect(new Set(ranked).size).toBe(ranked.length);
  });

  it('is the rank table docs/architecture.md shows', () => {
    const doc = readFileSync(atRoot('docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### The order inside `lib`'));
    const table = /```\n([^`]*)```/.exec(section)?.[1] ?? '';
    const ranks = table
      .trim()
      .split('\n')
      .map((line) =>
        line
          .replace(/^\s*<\s*/, '')
          .split(',')
          .map((folder) => folder.trim()),
      );
    expect(ranks).toEqual(LIB_ORDER);
  });

  it('lets a folder import its own files and lower ranks only', () => {
    expect(libOrderViolation('db', 'db')).toBeNull();
    expect(libOrderViolation('db', 'primitives')).toBeNull();
    expect(libOrderViolation('posting', 'payments')).toBeNull();
    expect(libOrderViolation('primitives', 'money')).toMatch(/sits above it/);
    expect(libOrderViolation('money', 'formats')).toMatch(/share a rank/);
    expect(libOrderViolation('someday', 'db')).toMatch(/no rank/);
  });

  it('ranks the team workspace parts apart from its coordinator', () => {
    expect(libOrderViolation('team/net', 'team/keys')).toBeNull();
    expect(libOrderViolation('team', 'team/net')).toBeNull();
    expect(libOrderViolation('team/keys', 'team/doc')).toMatch(/share a rank/);
    expect(libOrderViolation('team/doc', 'team')).toMatch(/sits above it/);
    tester.run('import-direction', importDirection, {
      valid: [{ filename: at('lib/team/net/bundle.ts'), code: "import { x } from '@/lib/team/keys/device-keys';" }],
      invalid: [
        {
          filename: at('lib/team/keys/device-keys.ts'),
          code: "import { x } from '@/lib/team/net/bundle';",
          errors: [{ message: above('team/keys', 'team/net') }],
        },
      ],
    });
  });

  it('allows the downward imports and refuses each backward one', () => {
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: at('lib/payments/pay-status.ts'), code: "import { x } from '@/lib/chain/sync/payment-scan';" },
        { filename: at('lib/payments/pay-status.ts'), code: "import { x } from '@/lib/primitives/contract-events';" },
        {
          filename: at('lib/chain/sync/payment-scan.ts'),
          code: "import { x } from '@/lib/primitives/contract-events';",
        },
        { filename: at('lib/db/entities/bill.ts'), code: "import { assetSchema } from '../../money/asset';" },
        { filename: at('lib/ledger/store/chart-store.ts'), code: "import { x } from '@/lib/db/records';" },
        { filename: at('lib/db/entities/treasury-wallet.ts'), code: "import { x } from '@/lib/primitives/networks';" },
        {
          filename: at('lib/chain/sync/chain-follower.ts'),
          code: "import { x } from '@/lib/contracts/deployments-store';",
        },
        { filename: at('lib/contracts/deployments-store.ts'), code: "import { x } from '@/lib/chain/rpc-client';" },
        { filename: at('lib/chain/sync/engine.ts'), code: "import { x } from './sync-store';" },
        { filename: at('lib/posting/post-invoices.ts'), code: "import { x } from '@/lib/payments/invoice-posting';" },
        { filename: at('lib/posting/post-rows.ts'), code: "import { x } from '@/lib/chain/sync/sync-store';" },
      ],
      invalid: [
        // payments ↔ chain/sync: the engine never reaches up into payments.
        {
          filename: at('lib/chain/sync/record-posting.ts'),
          code: "import { x } from '@/lib/payments/invoice-poster';",
          errors: [{ message: above('chain/sync', 'payments') }],
        },
        // db ↔ money: money sits below the database.
        {
          filename: at('lib/money/asset.ts'),
          code: "import { x } from '../db/entities/chain-values';",
          errors: [{ message: above('money', 'db') }],
        },
        // db ↔ ledger: the ledger reads the database, never the other way.
        {
          filename: at('lib/db/entities/ledger-account.ts'),
          code: "import { ACCOUNT_TYPES } from '@/lib/ledger/account';",
          errors: [{ message: above('db', 'ledger') }],
        },
        // db → chain: the network list is a primitive.
        {
          filename: at('lib/db/entities/treasury-wallet.ts'),
          code: "import { networkName } from '@/lib/chain/networks';",
          errors: [{ message: above('db', 'chain') }],
        },
        {
          filename: at('lib/formats/eip681.ts'),
          code: "import { x } from '@/lib/db/entities/ethereum-address';",
          errors: [{ message: above('formats', 'db') }],
        },
        {
          filename: at('lib/chain/send-wallet-tx.ts'),
          code: "import { x } from './sync/sync-store';",
          errors: [{ message: above('chain', 'chain/sync') }],
        },
        {
          filename: at('lib/contracts/deployments-store.ts'),
          code: "import { x } from '@/lib/chain/sync/engine';",
          errors: [{ message: above('contracts', 'chain/sync') }],
        },
        {
          filename: at('lib/chain/sync/ledger-poster.ts'),
          code: "import { x } from '@/lib/ledger/tx-rules';",
          errors: [{ message: above('chain/sync', 'ledger') }],
        },
        {
          filename: at('lib/payments/invoice-poster.ts'),
          code: "import { x } from '@/lib/posting/apply-plan';",
          errors: [{ message: above('payments', 'posting') }],
        },
        {
          filename: at('lib/primitives/networks.ts'),
          code: "import { x } from '@/lib/money/asset';",
          errors: [{ message: above('primitives', 'money') }],
        },
        {
          filename: at('lib/money/amount.ts'),
          code: "import { x } from '@/lib/formats/csv-safe';",
          errors: [
            { message: 'Import direction: lib/money and lib/formats share a rank and never import each other.' },
          ],
        },
        {
          filename: at('lib/someday/thing.ts'),
          code: "import { x } from '@/lib/db/records';",
          errors: [{ message: 'Import direction: lib/someday has no rank in the lib order (LIB_ORDER).' }],
        },
        { filename: at('landing/top-bar.tsx'), code: "import x from '@/lib/chain/sync/engine';", errors: 1 },
      ],
    });
  });
});

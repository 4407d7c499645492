import { describe, it } from 'vitest';
import { packageLimits } from './package-limits.mjs';
import { at, atRoot, ruleTester } from './rule-tester.testing';

const tester = ruleTester({ typescript: true });

describe('package-limits', () => {
  it('keeps the ethers classes that sign or send in lib/chain and lib/contracts, providers in lib/wallet', () => {
    tester.run('package-limits', packageLimits, {
      valid: [
        { filename: at('lib/contracts/contracts.ts'), code: "import { Contract, ContractFactory } from 'ethers';" },
        { filename: at('lib/chain/send-transaction.ts'), code: "import { Wallet } from 'ethers';" },
        { filename: at('lib/chain/send-transaction.ts'), code: 'await signer.sendTransaction(tx);' },
        {
          filename: at('lib/wallet/signer-handle.ts'),
          code: "import { BrowserProvider, JsonRpcSigner } from 'ethers';",
        },
        { filename: at('lib/wallet/contract-handle.ts'), code: "import { Contract } from 'ethers';" },
        // Reading and types are free.
        {
          filename: at('lib/payments/reference.ts'),
          code: "import { AbiCoder, getAddress, keccak256 } from 'ethers';",
        },
        { filename: at('lib/team/team-wallet.ts'), code: "import type { Contract, Signer } from 'ethers';" },
        {
          filename: at('platform/features/tokens/store/a.ts'),
          code: "import { type Contract, Interface } from 'ethers';",
        },
        // Tests and scripts make wallets and providers freely.
        { filename: at('lib/signing/verify-signature.test.ts'), code: "import { Wallet } from 'ethers';" },
        {
          filename: atRoot('scripts/lib/deploy.mjs'),
          code: "import { ContractFactory, JsonRpcProvider } from 'ethers';",
        },
        { filename: atRoot('tests/fixtures/team-inspect.ts'), code: "import { Contract } from 'ethers';" },
        // lib/chain's own sender, called by name.
        { filename: at('platform/features/mywallet/store/send.ts'), code: 'await sendTransaction(ctx, tx);' },
      ],
      invalid: [
        {
          filename: at('lib/team/team-setup.ts'),
          code: "import { Contract } from 'ethers';",
          errors: [
            {
              message:
                "Package limits: writes through ethers live in lib/chain and lib/contracts: Contract is not made here (send through lib/chain's sendTransaction).",
            },
          ],
        },
        {
          filename: at('platform/features/tokens/store/deploy.ts'),
          code: "import { ContractFactory } from 'ethers';",
          errors: 1,
        },
        { filename: at('lib/wallet/wallet-store.ts'), code: "import { Wallet } from 'ethers';", errors: 1 },
        { filename: at('lib/wallet/contract-handle.ts'), code: "import { ContractFactory } from 'ethers';", errors: 1 },
        { filename: at('lib/chain/sync/engine.ts'), code: "import { Contract } from 'ethers';", errors: 1 },
        { filename: at('components/ui/a.tsx'), code: "export { NonceManager } from 'ethers';", errors: 1 },
        {
          filename: at('lib/chain/rpc-client.ts'),
          code: "import { JsonRpcProvider } from 'ethers';",
          errors: [
            { message: 'Package limits: ethers providers and signers are made in lib/wallet only (JsonRpcProvider).' },
          ],
        },
        { filename: at('platform/pay/pay-panel.tsx'), code: "import * as ethers from 'ethers';", errors: 1 },
        { filename: at('platform/pay/pay-panel.tsx'), code: "import { ethers } from 'ethers';", errors: 1 },
        { filename: at('platform/pay/pay-panel.tsx'), code: "const m = await import('ethers');", errors: 1 },
        {
          filename: at('lib/team/team-admin.ts'),
          code: 'await signer.sendTransaction({ to, data });',
          errors: [
            {
              message:
                "Package limits: transactions are sent by lib/chain's sendTransaction only (it keeps the pending record).",
            },
          ],
        },
      ],
    });
  });

  it('keeps Dexie in lib/db and the folders with a database of their own', () => {
    tester.run('package-limits', packageLimits, {
      valid: [
        { filename: at('lib/db/watch-query.ts'), code: "import { liveQuery } from 'dexie';" },
        { filename: at('lib/db/entities/x.ts'), code: "import type { Table } from 'dexie';" },
        { filename: at('lib/ipfs/block-db.ts'), code: "import { Dexie } from 'dexie';" },
        { filename: at('lib/team/net/net-db.ts'), code: "import { Dexie } from 'dexie';" },
        { filename: at('lib/team/team-state-db.ts'), code: "import { Dexie } from 'dexie';" },
        { filename: at('lib/ipfs/block-db-upgrade.test.ts'), code: "import { Dexie } from 'dexie';" },
        { filename: at('lib/posting/poster-rows.testing.ts'), code: "import type { DBCore } from 'dexie';" },
      ],
      invalid: [
        {
          filename: at('platform/features/accounting/store/journal-live.ts'),
          code: "import { liveQuery } from 'dexie';",
          errors: [
            { message: 'Package limits: Dexie is used in lib/db only (read and follow the workspace through lib/db).' },
          ],
        },
        {
          filename: at('platform/features/transactions/store/tx-list-store.ts'),
          code: "import { liveQuery } from 'dexie';",
          errors: 1,
        },
        { filename: at('lib/posting/ledger-poster.ts'), code: "import Dexie from 'dexie';", errors: 1 },
        { filename: at('lib/chain/sync/engine.ts'), code: "import type { ObservabilitySet } from 'dexie';", errors: 1 },
        { filename: at('lib/ipfs/documents.ts'), code: "import { Dexie } from 'dexie';", errors: 1 },
        { filename: at('components/ui/table.tsx'), code: "const d = await import('dexie');", errors: 1 },
      ],
    });
  });

  it('keeps react-router out of the UI kit', () => {
    tester.run('package-limits', packageLimits, {
      valid: [
        { filename: at('components/navigation/tabs.tsx'), code: "import { useSearchParams } from 'react-router-dom';" },
        { filename: at('platform/app-routes.tsx'), code: "import { Link } from 'react-router-dom';" },
        { filename: at('platform/features/dashboard/a.tsx'), code: "import { Link } from 'react-router';" },
      ],
      invalid: [
        {
          filename: at('components/ui/stat.tsx'),
          code: "import { Link } from 'react-router-dom';",
          errors: [
            {
              message: 'Package limits: the UI kit knows no route: router-aware pieces live in components/navigation.',
            },
          ],
        },
        { filename: at('components/ui/tabs.tsx'), code: "import { useSearchParams } from 'react-router';", errors: 1 },
        {
          filename: at('components/ui/guard.tsx'),
          code: "import type { Blocker } from 'react-router-dom';",
          errors: 1,
        },
      ],
    });
  });
});

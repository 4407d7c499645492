import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importDirection } from './import-direction.mjs';

const cwd = process.cwd();
const at = (path: string) => `${cwd}/src/${path}`;
const atRoot = (path: string) => `${cwd}/${path}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

describe('import-direction', () => {
  it('allows the intended direction and refuses the rest', () => {
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: at('platform/app.tsx'), code: "import x from './features/company/company-page';" },
        {
          filename: at('platform/features/company/company-page.tsx'),
          code: "import { useWallet } from '../../../lib/wallet/use-wallet';",
        },
        { filename: at('platform/features/company/components/a.tsx'), code: "import { b } from '../model/b';" },
        {
          filename: at('platform/features/company/company-page.tsx'),
          code: "import { useWallet } from '@/lib/wallet/use-wallet';",
        },
        { filename: at('landing/TopBar.tsx'), code: "import { withBase } from '../config/paths';" },
        { filename: at('lib/db/db.ts'), code: "import { z } from 'zod';" },
      ],
      invalid: [
        {
          filename: at('platform/features/company/company-page.tsx'),
          code: "import x from '../utility/utility-page';",
          errors: 1,
        },
        {
          filename: at('platform/features/company/company-page.tsx'),
          code: "import x from '../../shell/sidebar';",
          errors: 1,
        },
        {
          filename: at('platform/features/company/company-page.tsx'),
          code: "import x from '@/platform/features/utility/utility-page';",
          errors: 1,
        },
        { filename: at('lib/db/records.ts'), code: "import x from '@/platform/routes';", errors: 1 },
        { filename: at('landing/top-bar.tsx'), code: "import { BrowserProvider } from 'ethers';", errors: 1 },
        { filename: at('landing/top-bar.tsx'), code: "import x from '../lib/wallet/use-wallet';", errors: 1 },
        { filename: at('landing/top-bar.tsx'), code: "import x from '../platform/routes';", errors: 1 },
        { filename: at('lib/wallet/wallet-store.ts'), code: "import x from '../../platform/routes';", errors: 1 },
        {
          filename: at('components/ui/button.tsx'),
          code: "const m = import('../../platform/features/company/company-page');",
          errors: 1,
        },
      ],
    });
  });

  it('keeps the kit primitive: its class strings stay inside it, and it never imports app-aware components', () => {
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: at('components/ui/input.tsx'), code: "import { CONTROL_CLASSES } from './kit-classes';" },
        { filename: at('components/ui/stat.tsx'), code: "import { CARD_CLASSES } from '@/components/ui/kit-classes';" },
        {
          filename: at('components/workspace/storage-alert.tsx'),
          code: "import { Alert } from '@/components/ui/alert';",
        },
        {
          filename: at('platform/features/vendors/components/bill-list.tsx'),
          code: "import { WorkspaceProblem } from '@/components/workspace/workspace-problem';",
        },
      ],
      invalid: [
        {
          filename: at('platform/features/tokens/components/amount-form.tsx'),
          code: "import { CARD_CLASSES } from '@/components/ui/kit-classes';",
          errors: [
            {
              message:
                'Import direction: the kit class strings are internal to components/ui (compose its components instead).',
            },
          ],
        },
        {
          filename: at('components/workspace/page-meta.ts'),
          code: "import { ERROR_CLASSES } from '../ui/kit-classes';",
          errors: 1,
        },
        {
          filename: at('components/ui/page-frame.tsx'),
          code: "import { NoAccountNotice } from '@/components/workspace/no-account-notice';",
          errors: [
            { message: 'Import direction: the UI kit holds primitives and never imports components/workspace.' },
          ],
        },
      ],
    });
  });

  it('keeps test helpers and tests out of app code and scripts', () => {
    const testHelpersOnly = 'Import direction: test helpers (*.testing.ts) are imported by tests only.';
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: at('lib/wallet/eip6963.test.ts'), code: "import { FakeWallet } from './fake-eip1193.testing';" },
        {
          filename: at('platform/features/company/company-page.test.tsx'),
          code: "import { freshDb } from '../../../lib/db/sample-records.testing';",
        },
        {
          filename: at('lib/db/workspace-arbitraries.testing.ts'),
          code: "import { sampleMember } from './sample-records.testing';",
        },
        {
          filename: atRoot('tests/e2e/company.spec.ts'),
          code: "import { sampleMember } from '../../src/lib/db/sample-records.testing';",
        },
        {
          filename: atRoot('tests/contracts/helpers.ts'),
          code: "import { startAnvil } from '../../scripts/lib/anvil.mjs';",
        },
        { filename: atRoot('tests/fixtures/test-wallet.ts'), code: "import { rpc } from './anvil-helpers';" },
        { filename: atRoot('scripts/start.mjs'), code: "import { startAnvil } from './lib/anvil.mjs';" },
        {
          filename: atRoot('scripts/lib/site-config.test.ts'),
          code: "import { x } from '../../tests/fixtures/test-wallet';",
        },
        { filename: at('lib/db/records.ts'), code: "import { testing } from './testing-notes';" },
        {
          filename: atRoot('scripts/lib/deploy.mjs'),
          code: "import { LOCAL_CHAIN_ID } from '../../src/config/chain.ts';",
        },
        {
          filename: atRoot('tests/contracts/helpers.ts'),
          code: "import { ANVIL_KEYS } from '../../scripts/lib/local-chain.mjs';",
        },
      ],
      invalid: [
        {
          filename: at('lib/wallet/wallet-session.ts'),
          code: "import { FakeWallet } from './fake-eip1193.testing';",
          errors: [{ message: testHelpersOnly }],
        },
        {
          filename: at('platform/features/company/store/company-store.ts'),
          code: "import { freshDb } from '../../../../lib/db/sample-records.testing.ts';",
          errors: [{ message: testHelpersOnly }],
        },
        {
          filename: at('components/ui/drafts.tsx'),
          code: "export { sampleMember } from '../../lib/db/sample-records.testing';",
          errors: 1,
        },
        {
          filename: at('platform/app.tsx'),
          code: "const m = import('../lib/wallet/fake-eip1193.testing');",
          errors: 1,
        },
        {
          filename: atRoot('scripts/bench-gas.mjs'),
          code: "import { fake } from '../src/lib/wallet/fake-eip1193.testing.ts';",
          errors: 1,
        },
        {
          filename: at('lib/wallet/wallet-store.ts'),
          code: "import { x } from '../../../tests/fixtures/test-wallet';",
          errors: [{ message: 'Import direction: only tests import tests/**.' }],
        },
        {
          filename: atRoot('scripts/bench-gas.mjs'),
          code: "import { startAnvil } from '../tests/fixtures/anvil.mjs';",
          errors: [
            { message: 'Import direction: scripts never import tests (node-side launchers live in scripts/lib).' },
          ],
        },
        {
          filename: atRoot('scripts/lib/deploy.mjs'),
          code: "const m = await import('../../tests/fixtures/test-wallet.ts');",
          errors: 1,
        },
        {
          filename: at('lib/wallet/wallet-session.ts'),
          code: "import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';",
          errors: 1,
        },
      ],
    });
  });

  it('keeps each Utility tool in its own folder', () => {
    const utility = (path: string) => at(`platform/features/utility/${path}`);
    tester.run('import-direction', importDirection, {
      valid: [
        {
          filename: utility('utility-page.tsx'),
          code: "import { ToolsSection } from './tools/components/tools-section';",
        },
        {
          filename: utility('utility-page.tsx'),
          code: "import { BackupSection } from '@/platform/features/utility/backup/components/backup-section';",
        },
        {
          filename: utility('tools/components/hash-tool.tsx'),
          code: "import { hashText } from '@/platform/features/utility/tools/model/hashes';",
        },
        { filename: utility('tools/components/hash-tool.tsx'), code: "import { hashText } from '../model/hashes';" },
        {
          filename: utility('backup/components/export-panel.tsx'),
          code: "import { x } from '@/platform/features/utility/shared/x';",
        },
        { filename: utility('shared/a.ts'), code: "import { b } from './b';" },
        // Other features keep their usual model/ store/ components/ imports.
        {
          filename: at('platform/features/vendors/components/bill-form.tsx'),
          code: "import { x } from '@/platform/features/vendors/model/bill-form';",
        },
      ],
      invalid: [
        {
          filename: utility('backup/components/export-panel.tsx'),
          code: "import { x } from '@/platform/features/utility/tools/model/hashes';",
          errors: [
            {
              message:
                'Import direction: tools never import each other (utility/backup → utility/tools); share through utility/shared.',
            },
          ],
        },
        {
          filename: utility('network-settings/model/check-endpoints.ts'),
          code: "import { x } from '../../platform-contracts/model/deploy-steps';",
          errors: 1,
        },
        {
          filename: utility('tools/components/tools.test.tsx'),
          code: "import { PinningSettingsSection } from '../../storage-settings/components/pinning-settings';",
          errors: 1,
        },
        {
          filename: utility('shared/a.ts'),
          code: "import { x } from '@/platform/features/utility/backup/store/backup-store';",
          errors: 1,
        },
        {
          filename: utility('tools/components/tools-section.tsx'),
          code: "import UtilityPage from '../../utility-page';",
          errors: 1,
        },
      ],
    });
  });
});

import { describe, it } from 'vitest';
import { importDirection } from './import-direction.mjs';
import { at, atRoot, ruleTester } from './rule-tester.testing';

const tester = ruleTester();

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

  it('lets pages and layouts compose the islands, the route table and the loading screens only', () => {
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: at('pages/login.astro'), code: "import AppDocument from '@/layouts/AppDocument.astro';" },
        {
          filename: at('pages/login.astro'),
          code: "import { LoginBootScreen } from '@/platform/shell/login-boot-screen';",
        },
        { filename: at('pages/platform/[...page].astro'), code: "import { platformRoutes } from '@/platform/routes';" },
        {
          filename: at('pages/platform/[...page].astro'),
          code: "import { PageSkeleton } from '@/platform/shell/page-skeleton';",
        },
        { filename: at('pages/pay.astro'), code: "import PayApp from '@/platform/pay/pay-app';" },
        { filename: at('pages/index.astro'), code: "import Hero from '@/landing/Hero.astro';" },
        { filename: at('layouts/AppDocument.astro'), code: "import App from '@/platform/app';" },
        { filename: at('layouts/Base.astro'), code: "import { withBase } from '@/config/paths';" },
        { filename: at('layouts/AppDocument.astro'), code: "import '@/styles/app.css';" },
        // The app document's <script>, which ESLint reads as a file inside the .astro file.
        {
          filename: at('layouts/AppDocument.astro/1_1.ts'),
          code: "void import('@/lib/dev-wallet/dev-wallet');",
        },
        {
          filename: at('layouts/AppDocument.astro/2_1.ts'),
          code: "import { registerAppWorker } from '@/lib/offline/app-worker';",
        },
      ],
      invalid: [
        {
          filename: at('pages/platform/[...page].astro'),
          code: "import { Sidebar } from '@/platform/shell/sidebar';",
          errors: [
            {
              message:
                "Import direction: pages import the platform's islands, route table and loading screens only (not platform/shell/sidebar).",
            },
          ],
        },
        {
          filename: at('pages/login.astro'),
          code: "import x from '@/platform/features/company/company-page';",
          errors: 1,
        },
        {
          filename: at('pages/login.astro'),
          code: "import { installDevWallet } from '@/lib/dev-wallet/dev-wallet';",
          errors: [{ message: 'Import direction: pages never import lib/dev-wallet.' }],
        },
        {
          filename: at('pages/login.astro'),
          code: "import { registerAppWorker } from '@/lib/offline/app-worker';",
          errors: [{ message: 'Import direction: pages never import lib/offline.' }],
        },
        { filename: at('layouts/AppDocument.astro/1_1.ts'), code: "void import('@/lib/db/records');", errors: 1 },
        { filename: at('layouts/Base.astro'), code: "import { Button } from '@/components/ui/button';", errors: 1 },
      ],
    });
  });

  it("keeps a feature's model pure: no store, no components", () => {
    const feature = (path: string) => at(`platform/features/${path}`);
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: feature('client/model/invoice-form.ts'), code: "import { x } from './invoice-totals';" },
        { filename: feature('client/model/invoice-form.ts'), code: "import { x } from '@/lib/money/parse-amount';" },
        { filename: feature('client/store/invoice-store.ts'), code: "import { x } from '../model/invoice-form';" },
        { filename: feature('client/components/editor.tsx'), code: "import { x } from '../store/invoice-store';" },
        { filename: feature('client/components/editor.tsx'), code: "import { Badge } from '@/components/ui/badge';" },
        {
          filename: feature('utility/backup/model/plan.ts'),
          code: "import { x } from '@/platform/features/utility/shared/files';",
        },
        // A page's top-level files are not a model.
        { filename: feature('mail/mail-page.tsx'), code: "import { x } from './store/use-mail-data';" },
      ],
      invalid: [
        {
          filename: feature('client/model/invoice-form.ts'),
          code: "import { InvoiceInput } from '@/platform/features/client/store/invoice-store';",
          errors: [
            {
              message:
                "Import direction: a feature's model is pure and never imports its store (pass functions in, keep types in model/).",
            },
          ],
        },
        { filename: feature('mail/model/compose.ts'), code: "import { x } from '../store/use-mail-data';", errors: 1 },
        {
          filename: feature('mail/model/compose.test.ts'),
          code: "import { x } from '../store/use-mail-data';",
          errors: 1,
        },
        {
          filename: feature('calendar/model/nested/deep.ts'),
          code: "import { x } from '../../components/item-list';",
          errors: 1,
        },
        {
          filename: feature('calendar/model/item-words.ts'),
          code: "import { BadgeTone } from '@/components/ui/badge';",
          errors: [
            {
              message:
                "Import direction: a feature's model is pure and never imports components/ui (it returns data the components render).",
            },
          ],
        },
        {
          filename: feature('dashboard/model/figures.ts'),
          code: "import { x } from '@/components/workspace/storage-alert';",
          errors: 1,
        },
        {
          filename: feature('utility/backup/model/plan.ts'),
          code: "import { x } from '../store/backup-store';",
          errors: 1,
        },
        {
          filename: feature('utility/backup/model/plan.ts'),
          code: "import { x } from '@/platform/features/utility/backup/components/export-panel';",
          errors: 1,
        },
      ],
    });
  });
});

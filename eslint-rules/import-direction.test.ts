import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importDirection } from './import-direction.mjs';

const cwd = process.cwd();
const at = (path: string) => `${cwd}/src/${path}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

describe('import-direction', () => {
  it('allows the intended direction and refuses the rest', () => {
    tester.run('import-direction', importDirection, {
      valid: [
        { filename: at('platform/app.tsx'), code: "import x from './features/company/company-page';" },
        { filename: at('platform/features/company/company-page.tsx'), code: "import { useWallet } from '../../../lib/wallet/use-wallet';" },
        { filename: at('platform/features/company/components/a.tsx'), code: "import { b } from '../model/b';" },
        { filename: at('landing/TopBar.tsx'), code: "import { withBase } from '../config/paths';" },
        { filename: at('lib/db/db.ts'), code: "import { z } from 'zod';" },
      ],
      invalid: [
        { filename: at('platform/features/company/company-page.tsx'), code: "import x from '../utility/utility-page';", errors: 1 },
        { filename: at('platform/features/company/company-page.tsx'), code: "import x from '../../shell/sidebar';", errors: 1 },
        { filename: at('landing/top-bar.tsx'), code: "import { BrowserProvider } from 'ethers';", errors: 1 },
        { filename: at('landing/top-bar.tsx'), code: "import x from '../lib/wallet/use-wallet';", errors: 1 },
        { filename: at('landing/top-bar.tsx'), code: "import x from '../platform/routes';", errors: 1 },
        { filename: at('lib/wallet/wallet-store.ts'), code: "import x from '../../platform/routes';", errors: 1 },
        { filename: at('components/ui/button.tsx'), code: "const m = import('../../platform/features/company/company-page');", errors: 1 },
      ],
    });
  });
});

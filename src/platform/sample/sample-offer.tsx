// Local mode only (loaded behind import.meta.env.LEDGERLINE_LOCAL, so production builds never
// contain it): while the workspace has no company profile, every page offers the sample company.
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { withBase } from '@/config/paths';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { useWorkspace } from '@/lib/db/use-workspace';
import { localNodeRpc } from '@/lib/dev-wallet/dev-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { useWallet } from '@/lib/wallet/use-wallet';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly text: string }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string };

/** "Load a sample company" for a newcomer's empty workspace on the local chain. */
export function SampleOffer() {
  const { account, db } = useWorkspace();
  const wallet = useWallet();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const profiles = useLiveQuery(() => (db ? db.companyProfile.count() : Promise.resolve(1)), [db]);
  if (!account || !db || wallet.chainId !== LOCAL_CHAIN_ID) return null;
  if (phase.kind === 'idle' && (profiles.status !== 'ready' || profiles.data > 0)) return null;

  async function load() {
    const provider = getWalletProvider();
    if (!db || !account || !provider) return;
    try {
      // A session held while the node does not answer refuses here: its reason shows in this notice.
      const signer = await wallet.getSigner();
      if (!signer) return;
      setPhase({ kind: 'loading', text: 'Starting…' });
      // The sample's player (its chain scripts, invoices, bills) loads on the click: every page
      // asks whether to offer it, and a workspace that already has a company never needs it.
      const { loadSampleCompany } = await import('./load-sample');
      await loadSampleCompany({
        db,
        provider,
        signer,
        account,
        chainId: LOCAL_CHAIN_ID,
        rpc: localNodeRpc(withBase('/__local-rpc')),
        now: new Date(),
        onProgress: (text) => setPhase({ kind: 'loading', text }),
      });
      setPhase({ kind: 'done' });
    } catch (error) {
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  if (phase.kind === 'done')
    return (
      <Alert tone="success" role="status" title="The sample company is loaded">
        <p>Larkspur Atelier’s year is on the local chain; the pages fill in as the sync engine reads it.</p>
      </Alert>
    );
  return (
    <Alert
      tone={phase.kind === 'failed' ? 'danger' : 'info'}
      role="status"
      title="New here? Load a sample company"
      actions={
        <Button onClick={() => void load()} disabled={phase.kind === 'loading'}>
          Load a sample company
        </Button>
      }
    >
      <p>
        {phase.kind === 'loading'
          ? phase.text
          : phase.kind === 'failed'
            ? phase.message
            : 'A design studio’s year on the local chain: a team, clients and vendors, invoices paid late, partly and twice over, bills approved and paid in batches, payroll, a share token and a few things SBI should flag. About a minute.'}
      </p>
    </Alert>
  );
}

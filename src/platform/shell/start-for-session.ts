// The entry point the shell loads lazily once a session is open (keeps Dexie, zod and the decoders
// out of the shell's first load): this tab leads the account's sync or waits its turn. The engine
// lives in lib/chain and posting above it in lib/posting; the session joins them here, handing the
// engine the ledger poster to start and the price feeds to follow, so no lower lib folder imports them.
// Pins asked for offline go out once the browser is back online (lib/ipfs/pin-queue.ts).
import { workspaceFor } from '@/lib/db/workspace-session';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { startSyncEngine } from '@/lib/chain/sync/engine';
import { runWhileLeader, syncLockName } from '@/lib/chain/sync/leader';
import { startLedgerPoster } from '@/lib/posting/ledger-poster';
import { followPaymentRates } from '@/lib/price-feeds/payment-rates';
import { followFeedPrices, pricePollMs } from '@/lib/price-feeds/price-follower';
import { followApiPrices } from '@/lib/price-feeds/price-api-follower';
import { resumePinsWhenOnline } from '@/lib/ipfs/pin-queue';
import { installTeamCapture } from '@/lib/team/team-capture-hook';
import { startTeamForSession } from '@/lib/team/team-runner';

// Before any workspace database opens here: a team workspace's writes must reach its documents.
installTeamCapture();

/** Starts (or queues) the sync of `account`; returns the stop function. */
export function startSyncForSession(
  account: string,
  wallet: { chainId: number; provider: Eip1193Provider } | null,
): () => void {
  const stopTeam = startTeamForSession(account);
  const db = workspaceFor(account);
  const stopPins = resumePinsWhenOnline(
    db,
    () => import('@/lib/ipfs/document-store').then((m) => m.documentStoreFor(db, account)),
    {
      lockName: `ledgerline-pins-${account.toLowerCase()}`,
      onPass: (asked) => {
        if (asked instanceof Error) console.error('Pins:', asked);
      },
    },
  );
  const stopSync = runWhileLeader(syncLockName(account), () =>
    startSyncEngine({
      db: workspaceFor(account),
      account,
      wallet,
      startPoster: startLedgerPoster,
      followPrices: (options) => {
        void followFeedPrices({ ...options, pollMs: pricePollMs(options.chainId) }, (error) =>
          console.error('Price feeds:', error),
        );
        // The price API configured in Utility, if any: checked every pass, fetched every ten minutes.
        void followApiPrices({ ...options, pollMs: pricePollMs(options.chainId) }, (error) =>
          console.error('Price API:', error),
        );
        void followPaymentRates({ ...options, pollMs: pricePollMs(options.chainId) }, (error) =>
          console.error('Payment rates:', error),
        );
      },
      onError: (error) => console.error('Sync engine:', error),
    }),
  );
  return () => {
    stopSync();
    stopTeam();
    stopPins();
  };
}

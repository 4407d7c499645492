// My Wallet's reads and writes in the workspace. Chain rows are the sync engine's; the one write
// here besides known tokens is recording our own send the moment the wallet returns its hash.
import { knownTokenId, type KnownToken } from '@/lib/db/entities/known-token';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';

/** Refused: the token is already in the list for that network. */
export class DuplicateTokenError extends Error {
  override readonly name = 'DuplicateTokenError';
  constructor(readonly symbol: string) {
    super(`${symbol} is already in your tokens on this network`);
  }
}

/** The workspace's known tokens on one network, valid rows only, by symbol. */
export async function readKnownTokens(db: WorkspaceDb, chainId: number): Promise<KnownToken[]> {
  const rows = await db.knownTokens.where('chainId').equals(chainId).toArray();
  const valid = rows.flatMap((row) => {
    try {
      return [parseRecord('knownTokens', row)];
    } catch {
      return []; // a corrupt row is not offered as an asset to send
    }
  });
  return valid.sort((a, b) => a.symbol.localeCompare(b.symbol));
}

/** Stores a token read from the chain (validated); refuses one already known on that network. */
export async function addKnownToken(db: WorkspaceDb, asset: Asset, now: Date): Promise<KnownToken> {
  if (asset.kind !== 'erc20' || !asset.address) throw new Error('Only ERC-20 tokens are added by address');
  const record = parseRecord('knownTokens', {
    id: knownTokenId(asset.chainId, asset.address),
    chainId: asset.chainId,
    address: asset.address,
    symbol: asset.symbol,
    name: asset.name,
    decimals: asset.decimals,
    addedAt: now.toISOString(),
  });
  return db.transaction('rw', db.knownTokens, async () => {
    if (await db.knownTokens.get(record.id)) throw new DuplicateTokenError(record.symbol);
    await db.knownTokens.add(record);
    return record;
  });
}

/**
 * Whether the workspace has never seen this address on this network (no transaction with it, not
 * a watched wallet): the confirmation warns, since a look-alike address is how poisoning works.
 */
export async function isNewRecipient(db: WorkspaceDb, chainId: number, address: string): Promise<boolean> {
  const [asWallet, asCounterparty, asTreasury] = await Promise.all([
    db.chainTransactions
      .where('wallets')
      .equals(address)
      .filter((row) => row.chainId === chainId)
      .count(),
    db.chainTransactions.filter((row) => row.chainId === chainId && row.counterparty === address).count(),
    db.treasuryWallets.where('[chainId+address]').equals([chainId, address]).count(),
  ]);
  return asWallet + asCounterparty + asTreasury === 0;
}

/**
 * A cheap fingerprint of the account's chain rows: it changes when the engine adds a row for the
 * account or settles a pending one, which is when balances are worth reading again.
 */
export async function activityFingerprint(db: WorkspaceDb, account: string): Promise<string> {
  const [rows, pending] = await Promise.all([
    db.chainTransactions.where('wallets').equals(account).count(),
    db.chainTransactions.where('status').equals('pending').count(),
  ]);
  return `${rows}:${pending}`;
}

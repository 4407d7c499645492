import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDraft } from '@/components/ui/drafts';
import { Input } from '@/components/ui/input';
import { StatusLine } from '@/components/ui/status-line';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call } from '@/lib/chain/rpc-methods';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readErc20Metadata } from '@/lib/money/erc20-metadata';
import { addKnownToken, DuplicateTokenError } from '@/platform/features/mywallet/store/mywallet-store';

/** Adds an ERC-20 token by its contract address: symbol and decimals are read from the chain. */
export function AddTokenForm({
  db,
  reader,
  chainId,
}: {
  db: WorkspaceDb;
  reader: ChainReader | null;
  chainId: number;
}) {
  const id = useId();
  const [address, setAddress] = useDraft('token-address', '');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setStatus(null);
    const checked =
      address.trim() === ''
        ? { ok: false as const, message: 'Enter the token contract address' }
        : checkAddress(address);
    if (!checked.ok) return setError(checked.message);
    if (!reader) return setError('Connect your wallet to read the token from the chain');
    setBusy(true);
    setError(null);
    try {
      const asset = await readErc20Metadata((to, data) => call(reader, { to, data }), chainId, checked.address);
      await addKnownToken(db, asset, new Date());
      setAddress('');
      setStatus(`Added ${asset.symbol} (${asset.decimals} decimals).`);
    } catch (failure) {
      setError(
        failure instanceof DuplicateTokenError || failure instanceof Error
          ? failure.message
          : 'The token could not be read',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Add token"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-start gap-2 border-t border-border pt-4"
    >
      <div className="min-w-0 flex-1 basis-72">
        <Input
          id={id}
          label="Token contract address"
          error={error ?? undefined}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
          className="font-mono"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy} className="mt-6">
        Add token
      </Button>
      <StatusLine message={status} className="basis-full" />
    </form>
  );
}

import { useState } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { findAnchors, sha256OfStream, type Anchor } from '@/lib/ipfs/anchors';
import { chunksOf } from '@/lib/ipfs/document-store';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { formatDateTime } from '@/lib/primitives/date-format';
import { useCompanyDates } from '@/lib/db/company-dates';

type Result = { digest: string; anchors: Anchor[]; who: string } | { error: string } | null;

/** Verify: drop any file; says whether this account (or an entered address) anchored its SHA-256, and when. */
export function VerifyPanel({
  account,
  chainId,
  registry,
}: {
  account: string;
  chainId: number | null;
  registry: string | null;
}) {
  const dates = useCompanyDates();
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const check = address.trim() ? checkAddress(address) : null;
  const parsed = { address: check?.ok ? check.address : null, error: check && !check.ok ? check.message : null };

  const verify = async (file: File | undefined) => {
    const provider = getWalletProvider();
    if (!file || !provider || chainId === null || !registry || parsed.error) return;
    setBusy(true);
    setResult(null);
    try {
      const digest = await sha256OfStream(chunksOf(file.stream()));
      const who = parsed.address ?? account;
      const anchors = await findAnchors(eip1193Reader(provider, chainId), { registry, digest, sender: who });
      setResult({ digest, anchors, who });
    } catch (error) {
      setResult({ error: `Could not check: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title="Verify a file"
      description="Check whether a file was anchored on chain, and when: only its fingerprint (SHA-256) is looked up."
    >
      {!registry || chainId === null ? (
        <p className="text-sm text-muted">Connect on a network where the Registry is deployed to check anchors.</p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <Input
          id="verify-address"
          label="Anchored by"
          error={parsed.error ?? undefined}
          hint="Empty: this account. Or enter another address."
          value={address}
          placeholder={account}
          onChange={(e) => setAddress(e.target.value)}
        />
        <FileInput
          id="verify-file"
          label="File to verify"
          hint="Hashed in this browser; the file itself is never sent."
          disabled={busy || !registry}
          onFiles={(files) => void verify(files[0])}
        />
      </div>
      {busy ? (
        <p role="status" className="text-sm">
          Checking…
        </p>
      ) : null}
      {result && 'error' in result ? (
        <p role="alert" className="text-sm">
          {result.error}
        </p>
      ) : null}
      {result && 'anchors' in result ? (
        <div role="status" className="text-sm" data-testid="verify-result">
          {result.anchors[0] ? (
            <p>
              Anchored by {result.who} at block {result.anchors[0].blockNumber},{' '}
              {formatDateTime(result.anchors[0].time, dates, { seconds: true })} (transaction{' '}
              <code className="break-all">{result.anchors[0].txHash}</code>): this exact file existed then.
            </p>
          ) : (
            <p>
              Not anchored by {result.who}: no anchor of this file’s SHA-256 ({result.digest}) on this network. A file
              changed by even one byte has another hash.
            </p>
          )}
        </div>
      ) : null}
    </Section>
  );
}

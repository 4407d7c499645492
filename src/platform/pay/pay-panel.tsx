// Paying from any wallet: connect, switch to the invoice's network, approve the token if the router
// may not yet move it, pay through the PaymentRouter with the reference; then the live status, read
// straight from the chain (receipt and Payment logs) every few seconds.
import { useCallback, useEffect, useState } from 'react';
import { ZeroAddress } from 'ethers';
import { Button } from '@/components/ui/button';
import { ErrorLine } from '@/components/ui/error-line';
import { StatusLine } from '@/components/ui/status-line';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { ApprovalFailed, approveThenCall } from '@/lib/chain/approve-then-call';
import { knownNetwork, networkName } from '@/lib/primitives/networks';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import { blockNumber } from '@/lib/chain/rpc-methods';
import { switchWalletNetwork } from '@/lib/chain/switch-network';
import { waitForReceipt } from '@/lib/chain/wait-for-receipt';
import { formatQuantity } from '@/lib/money/format-quantity';
import type { SignedInvoice } from '@/lib/payments/invoice-typed-data';
import type { Settlement } from '@/lib/payments/match';
import { currentRate, type FiatRate } from '@/lib/payments/fiat-quote';
import { assetUnitsFor } from '@/lib/payments/fiat-terms';
import { payCall } from '@/lib/payments/pay-calls';
import { readPayStatus } from '@/lib/payments/pay-status';
import { useWallet } from '@/lib/wallet/use-wallet';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { hasBrowserWallet, PhoneWalletCodes } from './phone-wallet-codes';
import { PayQuote } from './pay-quote';

/** How far back a public network is searched for earlier payments (a local chain: from genesis). */
const HISTORY_BLOCKS = 200_000;

/** The payment panel of a valid invoice. */
export function PayPanel({ signed }: { signed: SignedInvoice }) {
  const wallet = useWallet();
  const m = signed.message;
  const [status, setStatus] = useState<Settlement | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rate, setRate] = useState<FiatRate | null>(null);
  const onChain = wallet.account !== null && wallet.chainId === signed.chainId;
  const fiat = m.currency !== undefined;
  const fmtToken = (units: bigint) => formatQuantity(units, m.decimals, { symbol: m.symbol });
  // The status is in the invoice's unit: a fiat invoice's currency, else the token.
  const fmt = (units: bigint) =>
    fiat ? formatQuantity(units, m.currencyDecimals ?? 2, { symbol: m.currency }) : fmtToken(units);
  const open = status ? status.open : BigInt(m.total);
  // What the Pay button sends: the open amount, or for a fiat invoice its quote at the current rate (none without one).
  const due = !fiat ? open : rate?.kind === 'rate' ? assetUnitsFor(open, m.decimals, rate.rate.price) : null;

  const reader = useCallback((): ChainReader | null => {
    const provider = getWalletProvider();
    // Only the payer's wallet is asked (nothing leaves the browser but the wallet's own requests).
    return onChain && provider ? eip1193Reader(provider, signed.chainId) : null;
  }, [onChain, signed.chainId]);

  const refresh = useCallback(async () => {
    const r = reader();
    if (!r) return;
    const head = await blockNumber(r);
    const from = signed.chainId === LOCAL_CHAIN_ID ? 0 : Math.max(0, head - HISTORY_BLOCKS);
    setStatus(await readPayStatus(r, signed.chainId, m, from, head));
    if (m.currency !== undefined)
      setRate(
        await currentRate(
          r,
          signed.chainId,
          { token: m.token === ZeroAddress ? null : m.token, symbol: m.symbol },
          m.currency,
          new Date(),
        ),
      );
  }, [reader, signed.chainId, m]);

  useEffect(() => {
    let stopped = false;
    const tick = () => void refresh().catch(() => undefined);
    tick();
    const timer = setInterval(() => !stopped && tick(), 2000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [refresh]);

  async function pay() {
    const provider = getWalletProvider();
    const r = reader();
    if (!provider || !wallet.account || !r || due === null) return;
    const amount = due;
    setBusy(true);
    setError(null);
    try {
      // The public page has no workspace: nothing is recorded, the status below is read from the chain.
      const sender = { provider, reader: r, account: wallet.account, db: null, now: () => new Date() };
      const approval = m.token !== ZeroAddress ? { token: m.token, spender: m.router, amount } : null;
      const sent = await approveThenCall(sender, approval, payCall(m, amount), (step) => {
        if (step.phase === 'approve')
          setProgress(
            step.hash
              ? 'Step 1 of 2: waiting for the approval to be mined…'
              : `Step 1 of 2: approve the PaymentRouter to move ${fmtToken(amount)} (confirm in your wallet)`,
          );
        if (step.phase === 'call')
          setProgress(
            step.hash
              ? `Payment sent (${step.hash}); waiting for it to be mined…`
              : `Paying ${fmtToken(amount)} (confirm in your wallet)`,
          );
      }).catch((e: unknown) => {
        throw e instanceof ApprovalFailed ? new Error('The approval failed on chain') : e;
      });
      const hash = sent.hash;
      const receipt = await waitForReceipt(r, hash);
      if (receipt.status === 0) throw new Error(`The payment ${hash} failed on chain`);
      setProgress(`Payment mined in block ${receipt.blockNumber}: ${hash}`);
      await refresh();
    } catch (e) {
      setProgress(null);
      setError(
        isUserRejection(e)
          ? 'You declined the request in your wallet: nothing was paid.'
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  }

  const network = knownNetwork(signed.chainId);
  return (
    <section aria-label="Payment" className="space-y-3">
      <p role="status" data-testid="pay-status" className="text-sm font-medium">
        {status === null
          ? hasBrowserWallet(wallet.wallets.length)
            ? 'Connect a wallet on the invoice’s network to see its payments.'
            : 'Its payments show here when this page is opened in a browser with a wallet.'
          : status.status === 'paid' || status.status === 'overpaid'
            ? `Paid in full (${fmt(status.paid)}${status.overpaid > 0n ? `, ${fmt(status.overpaid)} more than due` : ''}).`
            : status.paid > 0n
              ? `Partially paid: ${fmt(status.paid)} received, ${fmt(status.open)} still due.`
              : `Not paid yet: ${fmt(status.open)} due.`}
      </p>
      {!wallet.account && !hasBrowserWallet(wallet.wallets.length) ? (
        <PhoneWalletCodes signed={signed} />
      ) : !wallet.account ? (
        <div className="flex flex-wrap gap-2">
          {(wallet.wallets.length ? wallet.wallets : [{ id: undefined, name: 'wallet' }]).map((w) => (
            <Button
              key={w.id ?? 'default'}
              onClick={() =>
                void wallet.connect(w.id).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
              }
            >
              Connect {w.name}
            </Button>
          ))}
        </div>
      ) : !onChain ? (
        <Button
          onClick={async () => {
            const provider = getWalletProvider();
            if (!provider || !network)
              return setError(
                `Your wallet must be on ${networkName(signed.chainId)} (chain ${signed.chainId}) to pay.`,
              );
            try {
              await switchWalletNetwork(provider, network);
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          Switch to {networkName(signed.chainId)}
        </Button>
      ) : status && status.open === 0n ? null : due === null ? null : (
        <Button disabled={busy} onClick={() => void pay()}>
          Pay {fmtToken(due)}
        </Button>
      )}
      {fiat && !(status && status.open === 0n) ? <PayQuote message={m} open={open} rate={rate} units={due} /> : null}
      {wallet.account ? (
        <p className="text-xs">
          Paying from <span className="font-mono">{wallet.account}</span>
        </p>
      ) : null}
      <StatusLine message={progress} />
      <ErrorLine message={error} />
    </section>
  );
}

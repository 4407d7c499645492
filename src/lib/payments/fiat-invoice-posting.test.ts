import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { checkBalanced } from '@/lib/ledger/entry';
import { runRules } from '@/lib/ledger/run-rules';
import { fiatInvoiceDrafts, missingFxAccount, REALISED_FX_ACCOUNT } from './fiat-invoice-posting';
import { settleFiat } from './fiat-settlement';
import { ethPayment, FX_PAYEE, usdInvoice } from './fiat.testing';
import { fiatRecord } from './invoice-settlement';

const ETH = 10n ** 18n;
const WALLET = `wallet:31337:native:${FX_PAYEE.toLowerCase()}`;
const ours = new Set([FX_PAYEE.toLowerCase()]);

function post(invoice: ReturnType<typeof usdInvoice>, payments: ReturnType<typeof ethPayment>[]) {
  const fiat = invoice.fiat;
  if (!fiat) throw new Error('not a fiat invoice');
  const settlement = settleFiat(
    fiatRecord({ ...invoice, reference: payments[0]?.reference ?? '' }, fiat),
    payments,
    'receivable',
    ours,
  );
  const input = { invoice, valued: settlement.valued, settled: settlement.status === 'paid' };
  const chart = [...defaultChart(), ...missingFxAccount(defaultChart())];
  const { drafts } = runRules([input], [(i, context) => fiatInvoiceDrafts(i, context)], {
    accounts: chart,
    wallets: [{ chainId: 31337, address: FX_PAYEE, label: 'Treasury' }],
  });
  for (const draft of drafts) expect(checkBalanced(draft)).toEqual({ ok: true });
  return drafts.map((d) => ({ source: d.source, legs: d.postings.map((p) => [p.accountId, p.amount]) }));
}

describe('fiat invoice posting (realised exchange difference)', () => {
  it('names a rate that was stale when the invoice was issued in the receivable’s memo', () => {
    const memo = (issuedAt: string) =>
      fiatInvoiceDrafts({ invoice: { ...usdInvoice(300_000n, '3000'), issuedAt }, valued: [], settled: false }, {
        walletAccount: () => ({ accountId: 'w', account: null }),
      } as never)[0]?.memo;
    // The round of 2026-03-01 00:00: nine days old on 2026-03-10, beyond the feed's one-day heartbeat.
    expect(memo('2026-03-10T10:00:00.000Z')).toBe(
      'Invoice INV-0042 (USD at 3000 per ETH; stale price: the round was 9 days old)',
    );
    expect(memo('2026-03-01T10:00:00.000Z')).toBe('Invoice INV-0042 (USD at 3000 per ETH)');
  });

  it('books the receivable at the issue rate and the difference at payment to Realised FX gain/loss', () => {
    // 3,000 USD at 3,000 USD/ETH = 1 ETH receivable; the price falls to 2,500, the client pays 1.2 ETH.
    const drafts = post(usdInvoice(300_000n, '3000'), [ethPayment(1, (12n * ETH) / 10n, '2500')]);
    expect(drafts).toEqual([
      {
        source: 'invoice:fx1',
        legs: [
          [ACCOUNT_IDS.receivable, ETH],
          [ACCOUNT_IDS.sales, -ETH],
        ],
      },
      {
        source: expect.stringMatching(/^invoice:fx1:payment:31337:/) as unknown as string,
        legs: [
          [WALLET, (12n * ETH) / 10n],
          [ACCOUNT_IDS.receivable, -ETH],
          [REALISED_FX_ACCOUNT, -(2n * ETH) / 10n],
        ],
      },
    ]);
  });
  it('posts a loss when the asset rose, and splits tax at the issue rate', () => {
    // 330 USD incl. 30 tax at 3,000 = 0.11 ETH; paid at 3,300 with 0.1 ETH: receivable cleared, 0.01 ETH loss.
    const drafts = post(usdInvoice(33_000n, '3000', 3_000n), [ethPayment(1, ETH / 10n, '3300')]);
    expect(drafts[0]?.legs).toEqual([
      [ACCOUNT_IDS.receivable, (11n * ETH) / 100n],
      [ACCOUNT_IDS.sales, -ETH / 10n],
      [ACCOUNT_IDS.taxesPayable, -ETH / 100n],
    ]);
    expect(drafts[1]?.legs).toEqual([
      [WALLET, ETH / 10n],
      [ACCOUNT_IDS.receivable, -(11n * ETH) / 100n],
      [REALISED_FX_ACCOUNT, ETH / 100n],
    ]);
  });
  it('clears a share of the receivable per partial payment, and all of it once paid within the tolerance', () => {
    const drafts = post(usdInvoice(300_000n, '3000'), [
      ethPayment(1, (6n * ETH) / 10n, '2500'), // 1,500 USD: half the receivable
      ethPayment(2, (59n * ETH) / 100n, '2500'), // 1,475 USD: 25 short, within 1%
    ]);
    expect(drafts[1]?.legs).toEqual([
      [WALLET, (6n * ETH) / 10n],
      [ACCOUNT_IDS.receivable, -ETH / 2n],
      [REALISED_FX_ACCOUNT, -ETH / 10n],
    ]);
    expect(drafts[2]?.legs).toEqual([
      [WALLET, (59n * ETH) / 100n],
      [ACCOUNT_IDS.receivable, -ETH / 2n],
      [REALISED_FX_ACCOUNT, -(9n * ETH) / 100n],
    ]);
  });
  it('posts nothing for a payment awaiting its rate, and nothing without an issue rate', () => {
    expect(post(usdInvoice(300_000n, '3000'), [ethPayment(1, ETH, null)])).toHaveLength(1);
    const noRate = usdInvoice(300_000n, '3000');
    expect(post({ ...noRate, fiat: noRate.fiat && { ...noRate.fiat, issueRate: null } }, [])).toEqual([]);
  });
  it('adds the FX account to a chart once, on a free code under Income', () => {
    const [fx] = missingFxAccount(defaultChart());
    expect(fx).toMatchObject({ id: REALISED_FX_ACCOUNT, code: '4800', type: 'income', parentId: 'income' });
    expect(missingFxAccount([...defaultChart(), fx!])).toEqual([]);
  });
});

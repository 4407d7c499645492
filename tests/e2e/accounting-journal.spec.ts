// The Accounting journal at length, against the built site with the test wallet on anvil: a reload
// lists a long journal newest first (its newest entries are read by the date index while the rest
// is read, then every entry), and an entry the ledger poster books for a mined transaction
// joins a filtered or searched journal live.
import { isoDay } from '@/lib/primitives/days';
import { sendEth } from '../fixtures/chain-actions';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { putRows } from '../fixtures/workspace-rows';

const ENTRIES = 1_500;
const PER_DAY = 30;

/** Manual entries, 30 a day from 1 March 2025, each day's written latest-id-first (so ids do not give the order). */
function seededEntries(wallet: string) {
  return Array.from({ length: ENTRIES }, (_, i) => {
    const day = isoDay(Date.UTC(2025, 2, 1 + Math.floor(i / PER_DAY)));
    const amount = String(10n ** 15n + BigInt(i));
    return {
      id: `seeded-${String(i).padStart(4, '0')}`,
      date: day,
      memo: `seeded entry ${String(i).padStart(4, '0')}`,
      postings: [
        { accountId: 'software', commodity: '31337:native', amount, decimals: 18 },
        { accountId: 'owner-contributions', commodity: '31337:native', amount: `-${amount}`, decimals: 18 },
      ],
      source: 'manual',
      status: 'posted',
      postedBy: wallet,
      reversalOf: null,
      reversedBy: null,
      heldReason: null,
      recordedAt: `2025-06-01T00:00:${String(PER_DAY - 1 - (i % PER_DAY)).padStart(2, '0')}.000Z`,
    };
  });
}

test('a long journal reloads in order from its newest entry, and a mined transaction joins a filtered or searched journal live', async ({
  page,
  wallet,
}) => {
  const [me, other] = wallet.accounts as [string, string];
  await connectWallet(page, '/platform/accounting?tab=journal');
  await expect(page.getByRole('heading', { level: 2, name: 'Journal' })).toBeVisible();
  await putRows(page, me, 'journalEntries', seededEntries(me));

  await page.reload();
  const journal = page.getByRole('table', { name: 'Journal entries' });
  await expect(page.getByText(`${ENTRIES} of ${ENTRIES} entries`)).toBeVisible();
  // Newest first: the last day's first id was written last, so it opens the journal.
  await expect(journal.getByRole('row').nth(1)).toContainText(`seeded entry ${String(ENTRIES - PER_DAY)}`);
  await expect(journal.getByRole('row').nth(2)).toContainText(`seeded entry ${String(ENTRIES - PER_DAY + 1)}`);

  await page.getByLabel('Source', { exact: true }).selectOption('tx');
  await expect(page.getByText(`0 of ${ENTRIES} entries`)).toBeVisible();
  // Booked by the sync engine's ledger poster, with no reload.
  await sendEth(wallet.rpcUrl, other, me, 10n ** 17n);
  await expect(page.getByText(`1 of ${ENTRIES + 1} entries`)).toBeVisible();
  await expect(journal.getByRole('row').nth(1)).toContainText('0.1 ETH');

  // The search looks in memos and in who posted (the sync engine's entries say "Automatic"), and
  // follows new entries too.
  await page.getByLabel('Source', { exact: true }).selectOption('all');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('entry 0029');
  await expect(page.getByText(`1 of ${ENTRIES + 1} entries`)).toBeVisible();
  await expect(journal.getByRole('row').nth(1)).toContainText('seeded entry 0029');
  await search.fill('automatic');
  await expect(page.getByText(`1 of ${ENTRIES + 1} entries`)).toBeVisible();
  await sendEth(wallet.rpcUrl, other, me, 2n * 10n ** 17n);
  await expect(page.getByText(`2 of ${ENTRIES + 2} entries`)).toBeVisible();
  await expect(journal.getByRole('row').nth(1)).toContainText('0.2 ETH');
});

import type { Account } from './account';
import type { EntryDraft } from './entry';
import type { PostingRule, RuleContext } from './posting-rule';
import { draftsFor } from './tx-rules';
import { placeholderLabel, walletAccountFor, type LedgerWallet } from './wallet-account';

/**
 * Runs rules over inputs and creates the wallet accounts they need on the way (labelled from the
 * treasury wallets; an unknown address is labelled by its short form). Pure: returns the chart.
 */
export function runRules<Input>(
  inputs: Iterable<Input>,
  rules: readonly PostingRule<Input>[],
  setup: {
    accounts: readonly Account[];
    wallets: readonly LedgerWallet[];
    categoryAccounts?: ReadonlyMap<string, string>;
  },
): { drafts: EntryDraft[]; accounts: readonly Account[] } {
  let accounts = setup.accounts;
  const context: RuleContext = {
    get accounts() {
      return accounts;
    },
    categoryAccounts: setup.categoryAccounts ?? new Map(),
    walletAccount(chainId, address, asset, symbol) {
      const known = setup.wallets.find(
        (w) => w.chainId === chainId && w.address.toLowerCase() === address.toLowerCase(),
      );
      const wallet = known ?? { chainId, address, label: placeholderLabel(address) };
      const result = walletAccountFor(accounts, wallet, { asset, symbol });
      accounts = result.accounts;
      return result.account.id;
    },
  };
  const drafts = draftsFor(inputs, rules, context);
  return { drafts, accounts };
}

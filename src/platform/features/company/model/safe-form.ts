// The "Create a Safe" form: label, owners (one address per line) and threshold, checked before
// anything is sent (addresses, distinct owners, 1 ≤ threshold ≤ owners, Safe's contracts on the network).
import { getAddress } from 'ethers';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { networkName } from '@/lib/primitives/networks';
import { checkSafeSetup } from '@/lib/safe/create-safe';
import { safeContractsOn, type SafeContracts } from '@/lib/safe/safe-contracts';

/** The form as typed. */
export interface SafeDraft {
  readonly label: string;
  readonly owners: string;
  readonly threshold: string;
}

export type SafeField = keyof SafeDraft | 'network';

/** A checked request: what the proxy factory is asked to create. */
export interface SafeRequest {
  readonly label: string;
  readonly owners: readonly string[];
  readonly threshold: number;
  readonly contracts: SafeContracts;
}

export type SafeDraftResult =
  | { readonly ok: true; readonly request: SafeRequest }
  | { readonly ok: false; readonly errors: Partial<Record<SafeField, string>> };

/** A new draft: the connected wallet as the first owner, threshold 1. */
export function emptySafeDraft(account: string | null): SafeDraft {
  return { label: '', owners: account ?? '', threshold: '1' };
}

/** Checks the draft for `chainId`; every problem is named on its field. */
export function checkSafeDraft(draft: SafeDraft, chainId: number): SafeDraftResult {
  const errors: Partial<Record<SafeField, string>> = {};
  const label = draft.label.trim();
  if (!label) errors.label = 'Enter a label';
  const lines = draft.owners
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const owners: string[] = [];
  for (const line of lines) {
    const checked = checkAddress(line);
    if (!checked.ok) {
      errors.owners = `${line}: ${checked.message}`;
      break;
    }
    owners.push(getAddress(checked.address));
  }
  const threshold = Number(draft.threshold);
  if (!errors.owners) {
    const setup = checkSafeSetup(owners, threshold);
    if (!setup.ok) {
      if (/threshold/i.test(setup.reason)) errors.threshold = setup.reason;
      else errors.owners = setup.reason;
    }
  }
  const contracts = safeContractsOn(chainId);
  if (!contracts) errors.network = `Safe's contracts are not deployed on ${networkName(chainId)}.`;
  if (Object.keys(errors).length > 0 || !contracts) return { ok: false, errors };
  return { ok: true, request: { label, owners, threshold, contracts } };
}

// Checks on where money went: a payment to a look-alike of a known address (address poisoning:
// an attacker makes an address with the same first and last hex characters as one the company pays,
// and hopes it is copied from the history), and a first payment to an address never seen before.
import { getAddress } from 'ethers';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { isoDay } from '@/lib/primitives/days';
import { plainAmount, assetRefOf } from '../units';
import { chainOrder, isRecent, sideName, type Anomaly } from './anomaly';

/** How many hex characters after 0x, and at the end, make two addresses look alike. */
export const LOOK_ALIKE_CHARS = 4;

/** The part of an address a glance sees: first and last 4 hex characters, lower-case. */
export function lookAlikeKey(address: string): string {
  const hex = address.toLowerCase().slice(2);
  return `${hex.slice(0, LOOK_ALIKE_CHARS)}…${hex.slice(-LOOK_ALIKE_CHARS)}`;
}

/**
 * Known addresses by what a glance sees of them (lookAlikeKey): the one look-alike test, read by
 * the anomaly check below and by every list that flags a look-alike (Transactions, the Dashboard,
 * a bill's approval).
 */
export class LookAlikes {
  // look-alike key → (lower-case → the address as written, checksummed)
  private readonly byKey = new Map<string, Map<string, string>>();

  /** Knows `address` (as written: the twin is shown as it was given). */
  remember(address: string): void {
    const lower = address.toLowerCase();
    const key = lookAlikeKey(lower);
    const spellings = this.byKey.get(key) ?? new Map<string, string>();
    if (!spellings.has(lower)) spellings.set(lower, address);
    this.byKey.set(key, spellings);
  }

  /** Whether `address` itself is known. */
  has(address: string): boolean {
    const lower = address.toLowerCase();
    return this.byKey.get(lookAlikeKey(lower))?.has(lower) ?? false;
  }

  /** The first known address that starts and ends like `address` but is another address, or undefined. */
  twinOf(address: string): string | undefined {
    const lower = address.toLowerCase();
    for (const [other, written] of this.byKey.get(lookAlikeKey(lower)) ?? []) if (other !== lower) return written;
    return undefined;
  }
}

/** An address → the known address it is a look-alike of, or undefined (not one, or itself known). */
export type LookAlikeOf = (address: string | null) => string | undefined;

/**
 * The look-alike test for lists: the saved counterparties' wallets and the company's own wallets are
 * known; an address is a look-alike when it is none of them but starts and ends like one of them.
 */
export function lookAlikeOf(
  counterparties: readonly Pick<Counterparty, 'wallets'>[],
  ownWallets: Iterable<string>,
): LookAlikeOf {
  const known = new LookAlikes();
  for (const counterparty of counterparties) for (const wallet of counterparty.wallets) known.remember(wallet.address);
  for (const wallet of ownWallets) known.remember(getAddress(wallet));
  return (address) => (!address || known.has(address) ? undefined : known.twinOf(address));
}

/**
 * Payments (oldest first) to an address that shares its first and last 4 hex characters with a
 * known address (a saved counterparty's wallet, or one paid before) but is not that address; and
 * recent first payments to an address neither saved nor seen in any earlier row.
 */
export function addressChecks(
  payments: readonly ChainTransaction[],
  allRows: readonly ChainTransaction[],
  owners: ReadonlyMap<string, Counterparty>,
  now: number,
  /** Every watched wallet of the company (lower case → its label): known, so a look-alike of one is caught. */
  ownWallets: ReadonlyMap<string, string> = new Map(),
): Anomaly[] {
  const known = new LookAlikes();
  for (const counterparty of owners.values()) for (const wallet of counterparty.wallets) known.remember(wallet.address);
  // The company's own wallets are known too (address poisoning often mimics them: a dust transfer
  // from a look-alike, copied later when moving money between the company's wallets).
  for (const wallet of ownWallets.keys()) known.remember(getAddress(wallet));
  // The first confirmed row (in chain order) with each address on the other side.
  const firstSeen = new Map<string, ChainTransaction>();
  for (const row of allRows) {
    if (!row.counterparty || row.status !== 'confirmed') continue;
    const lower = row.counterparty.toLowerCase();
    const seen = firstSeen.get(lower);
    if (!seen || chainOrder(row, seen) < 0) firstSeen.set(lower, row);
  }
  const out: Anomaly[] = [];
  const paid = new Set<string>();
  for (const row of payments) {
    const address = row.counterparty ?? '';
    const lower = address.toLowerCase();
    const saved = owners.has(lower);
    const recent = isRecent(row, now);
    // Only a recent payment to an unsaved address is checked, so only then are its twins looked up.
    const twin = recent && !saved ? known.twinOf(lower) : undefined;
    if (twin !== undefined) {
      out.push({
        id: `look-alike-address:${row.id}`,
        kind: 'look-alike-address',
        tone: 'danger',
        title: `Paid a look-alike of ${ownWallets.has(twin.toLowerCase()) ? `the company's wallet ${ownWallets.get(twin.toLowerCase())}` : sideName(twin, owners)}`,
        reason: `${plainAmount(BigInt(row.units), assetRefOf(row))} went to ${address}, which starts and ends like ${twin} (${lookAlikeKey(lower)}) but is a different address: a sign of address poisoning.`,
        time: row.time,
        why: {
          inputs: `This payment, the company's ${ownWallets.size} watched wallets and the ${owners.size} saved counterparty wallets plus ${paid.size} addresses paid before it`,
          period: `Payments since ${isoDay(now - 90 * 86_400_000)}`,
          method: `Same first ${LOOK_ALIKE_CHARS} and last ${LOOK_ALIKE_CHARS} hex characters as a known address, not itself saved.`,
          numbers: [
            { label: 'Paid to', value: address },
            { label: 'Known address', value: twin },
            { label: 'Shared characters', value: lookAlikeKey(lower) },
          ],
          rowIds: [row.id],
        },
      });
    } else if (recent && !saved && !paid.has(lower) && firstSeen.get(lower) === row) {
      out.push({
        id: `new-address:${row.id}`,
        kind: 'new-address',
        tone: 'warning',
        title: `First payment to ${sideName(address, owners)}`,
        reason: `${plainAmount(BigInt(row.units), assetRefOf(row))} went to ${address}, an address not saved as a counterparty and never seen before this payment.`,
        time: row.time,
        why: {
          inputs: `Every confirmed row of the workspace (${allRows.length}) and the saved counterparty wallets`,
          period: `Payments since ${isoDay(now - 90 * 86_400_000)}`,
          method: 'No earlier row has this address on the other side, and no counterparty lists it.',
          numbers: [{ label: 'Paid to', value: address }],
          rowIds: [row.id],
        },
      });
    }
    if (!paid.has(lower)) {
      paid.add(lower);
      known.remember(address);
    }
  }
  return out;
}

// What the Wallets tab says about a treasury wallet that is a Safe: the Safe (version, threshold),
// its owners named from Company's team, and whether the connected wallet is one of them.
import type { TeamMember } from '@/lib/db/entities/team-member';
import { isOwner, type ReadSafeResult, type SafeState } from '@/lib/safe/read-safe';

/** One owner, with the team member's name when the team knows the address (else null). */
export interface NamedOwner {
  readonly address: string;
  readonly name: string | null;
}

/** The Safe column of one treasury wallet. */
export type SafeSummary =
  | { readonly kind: 'safe'; readonly line: string; readonly owners: readonly NamedOwner[]; readonly you: string }
  | { readonly kind: 'plain' }
  | { readonly kind: 'refused'; readonly reason: string };

/** The owners named from the team, in the Safe's order. */
export function namedOwners(safe: SafeState, members: readonly TeamMember[]): NamedOwner[] {
  return safe.owners.map((address) => {
    const member = members.find((candidate) => candidate.wallet?.toLowerCase() === address.toLowerCase());
    return { address, name: member?.name ?? null };
  });
}

/**
 * The summary of a read: a Safe (its line, owners, and the connected wallet's part), an ordinary
 * account (no contract there: a wallet with a key), or a contract refused with the reason.
 */
export function safeSummary(
  result: ReadSafeResult,
  account: string | null,
  members: readonly TeamMember[],
): SafeSummary {
  if (!result.ok)
    return /no contract at/i.test(result.reason) ? { kind: 'plain' } : { kind: 'refused', reason: result.reason };
  const { safe } = result;
  return {
    kind: 'safe',
    line: `Safe ${safe.version}, ${safe.threshold} of ${safe.owners.length} owners sign`,
    owners: namedOwners(safe, members),
    you: !account
      ? 'Connect a wallet to sign for this Safe.'
      : isOwner(safe, account)
        ? 'The connected wallet is an owner.'
        : 'The connected wallet is not an owner.',
  };
}

/**
 * Why an address added "as a Safe" is refused, or null when the chain says it is a Safe the product
 * supports: no contract there, a contract that is not a Safe, an unsupported version (readSafe's words).
 */
export function safeRefusal(result: ReadSafeResult): string | null {
  return result.ok ? null : `Not added as a Safe: ${result.reason}`;
}

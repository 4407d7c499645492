// The small flag that says an account's workspace is a team workspace, kept outside Automerge so a
// single-browser workspace decides without loading it: which workspace, on which network and
// contract, and the company's IPFS endpoint. localStorage, because it is read synchronously when a
// session starts; it is one profile's state (like the device keys), never in a backup.
import { z } from 'zod';
import { profileFlags } from '@/lib/primitives/profile-flags';

const KEY_PREFIX = 'ledgerline-team:';

export const teamFlagSchema = z.strictObject({
  workspaceId: z.string().regex(/^0x[0-9a-f]{64}$/),
  chainId: z.number().int().positive(),
  contract: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  endpoint: z.strictObject({ url: z.string().min(1), token: z.string().nullable() }),
});
export type TeamFlag = z.infer<typeof teamFlagSchema>;

// No flags store (storage disabled): every workspace reads as single-browser.
const storage = profileFlags;

/** The account's team workspace, or null for a single-browser workspace (or a flag that is not valid). */
export function readTeamFlag(account: string): TeamFlag | null {
  const raw = storage()?.getItem(KEY_PREFIX + account.toLowerCase());
  if (!raw) return null;
  try {
    const parsed = teamFlagSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Marks the account's workspace as a team workspace (after creating or joining it). */
export function writeTeamFlag(account: string, flag: TeamFlag): void {
  storage()?.setItem(KEY_PREFIX + account.toLowerCase(), JSON.stringify(teamFlagSchema.parse(flag)));
}

/** Back to a single-browser workspace (the member was removed, or left). */
export function clearTeamFlag(account: string): void {
  storage()?.removeItem(KEY_PREFIX + account.toLowerCase());
}

// The one door to localStorage (the lint rules refuse it everywhere else, eslint.config.mjs): small
// flags of this browser profile that must be read synchronously, never records (those live in
// IndexedDB, src/lib/db) and never in a backup. Today: the wallet remembered and "disconnected"
// (lib/wallet), the team workspace flag (lib/team/team-flag.ts), "persistence was asked"
// (lib/db/storage-usage.ts).

/** The flags store a profile keeps: localStorage's three calls. */
export type ProfileFlags = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This profile's flags store, or null where the browser has none or refuses it (blocked site data, some private modes). */
export function profileFlags(): ProfileFlags | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // reaching localStorage itself can throw when site data is blocked
  }
}

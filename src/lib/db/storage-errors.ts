/** What the UI shows for a storage failure: a short title and what to do about it. */
export interface StorageErrorDescription {
  readonly title: string;
  readonly message: string;
}

/** Raised by the workspace session when our upgrade waits for other tabs to close the database. */
export class WorkspaceBlockedError extends Error {
  override readonly name = 'WorkspaceBlockedError';
  constructor() {
    super('Opening the workspace is blocked by another tab holding an older version of the database');
  }
}

/** Raised when another tab upgraded (or deleted) the database and this tab closed its copy. */
export class WorkspaceOutdatedError extends Error {
  override readonly name = 'WorkspaceOutdatedError';
  constructor() {
    super('Another tab changed the database version; this tab closed its connection');
  }
}

interface NamedError {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
  failures?: unknown;
}

/** The error names found on an error and everything it wraps (Dexie wraps the DOM error in `inner`). */
function errorNames(err: unknown, depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 4) return [];
  const { name, inner, failures } = err as NamedError;
  const names = typeof name === 'string' ? [name] : [];
  names.push(...errorNames(inner, depth + 1));
  if (Array.isArray(failures)) for (const failure of failures) names.push(...errorNames(failure, depth + 1));
  return names;
}

const FULL = new Set(['QuotaExceededError']);
const UNAVAILABLE = new Set(['MissingAPIError', 'OpenFailedError', 'SecurityError', 'InvalidStateError']);
const OUTDATED = new Set(['WorkspaceOutdatedError', 'VersionChangeError', 'VersionError']);

/** Turns any storage failure (Dexie, IndexedDB, validation) into words a user can act on. */
export function describeStorageError(err: unknown): StorageErrorDescription {
  const names = errorNames(err);
  const has = (set: Set<string>) => names.some((name) => set.has(name));
  if (has(FULL)) {
    return {
      title: 'Storage is full',
      message:
        'Your browser refused to store more data for this site, so nothing was saved. What you typed is still here. Free some space (export a backup and remove large items, or clear other sites’ data), then save again.',
    };
  }
  if (names.includes('WorkspaceBlockedError')) {
    return {
      title: 'Close other Ledgerline tabs',
      message:
        'Another Ledgerline tab is still using an older version of this workspace, so it cannot be updated. Close the other tabs (or reload them); this tab continues on its own once they are closed.',
    };
  }
  if (has(UNAVAILABLE) && !has(OUTDATED)) {
    return {
      title: 'Browser storage is unavailable',
      message:
        'This browser does not let Ledgerline store data (a private window, or site data blocked in its settings). Open Ledgerline in a normal window or allow site data for it, then reload.',
    };
  }
  if (has(OUTDATED) || names.includes('DatabaseClosedError')) {
    return {
      title: 'Reload this tab',
      message:
        'This workspace was updated or replaced in another tab, so this tab closed its copy. Reload the page to continue; saved data is safe, and anything unsaved here is still on screen to copy.',
    };
  }
  if (names.includes('RecordValidationError')) {
    const detail = err instanceof Error ? err.message : '';
    return { title: 'Not saved: invalid data', message: `Nothing was saved. ${detail}` };
  }
  if (names.includes('StaleRevisionError')) {
    // Reaches here only where no conflict message is offered (a removal): the list shows the newer row.
    return {
      title: 'Changed in another tab',
      message:
        'This record was changed or removed in another tab since it was shown here, so nothing was changed. Check the newer version, then try again.',
    };
  }
  if (names.includes('ConstraintError')) {
    return {
      title: 'Not saved: already exists',
      message: 'A record with the same key already exists, so nothing was saved.',
    };
  }
  const detail = err instanceof Error && err.message ? ` (${err.message})` : '';
  return {
    title: 'Storage error',
    message: `The browser’s storage reported an error${detail}. Nothing was changed; try again.`,
  };
}

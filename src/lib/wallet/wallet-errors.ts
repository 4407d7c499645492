// What a failed connect logs (the spec's console messages, verbatim) and what the status line says.

export const NO_PROVIDER_LOG = 'No Ethereum provider detected';
export const USER_REJECTED_LOG = 'User rejected connection';

/** The visible status line for each failure (docs/product.md#visible-feedback). */
export const WALLET_MESSAGES = Object.freeze({
  noWallet: 'No wallet found. Install a browser wallet such as MetaMask or Rabby, then try again.',
  rejected: 'Connection request rejected. Press Connect Wallet to try again.',
  pending: 'A connection request is already open in your wallet. Open your wallet to approve it.',
  failed: 'Could not connect to the wallet. Please try again.',
  disconnected: 'Disconnected. This browser will not reconnect on its own: press Connect Wallet to continue.',
});

/** The status line after a Reconnect that succeeded: which account the wallet gave us. */
export function reconnectedMessage(account: string): string {
  return `Reconnected: ${account.slice(0, 6)}…${account.slice(-4)}.`;
}

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED_CODE = 4001;
/** MetaMask and others: a request of this kind is already waiting for the user. */
export const REQUEST_PENDING_CODE = -32002;

function codeOf(value: unknown): number | string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  const { code } = value as { code: unknown };
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

/** The EIP-1193 error code of a wallet error, looking through the wrappers ethers and wallets add. */
export function walletErrorCode(error: unknown): number | undefined {
  const nested = [
    error,
    (error as { error?: unknown } | null)?.error,
    (error as { info?: { error?: unknown } } | null)?.info?.error,
  ];
  for (const candidate of nested) {
    const code = codeOf(candidate);
    if (typeof code === 'number') return code;
    if (code === 'ACTION_REJECTED') return USER_REJECTED_CODE;
  }
  return undefined;
}

/**
 * Whether the user declined in the wallet: EIP-1193 4001, or ethers' ACTION_REJECTED, on the error
 * or on what wallets and ethers wrapped in it (`error`, `info.error`, `cause`).
 */
export function isUserRejection(error: unknown): boolean {
  for (const layer of layersOf(error)) {
    const code = codeOf(layer);
    if (code === USER_REJECTED_CODE || code === 'ACTION_REJECTED') return true;
  }
  return false;
}

/** The error and what wallets and ethers wrapped in it (`error`, `info.error`, `cause`), outermost first. */
function* layersOf(error: unknown): Generator<object> {
  for (let current = error, depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    const layer = current as { error?: unknown; info?: { error?: unknown }; cause?: unknown };
    current = layer.error ?? layer.info?.error ?? layer.cause;
  }
}

// What a wallet or its transport says when the node behind it does not answer (the dev wallet's
// "Local node unreachable", a browser's failed fetch, a wallet's own network error).
const UNREACHABLE = /unreachable|failed to fetch|networkerror|could not be reached|did not answer|ECONNREFUSED/i;

/**
 * The message of the error (or of what it wraps) when it says the wallet's node or RPC did not
 * answer, else null: the user then reads what is unreachable, not only that connecting failed.
 */
export function unreachableCause(error: unknown): string | null {
  for (const layer of layersOf(error)) {
    const { message } = layer as { message?: unknown };
    if (typeof message === 'string' && UNREACHABLE.test(message)) return message;
  }
  return null;
}

/** The status line when the wallet could not be used because its node did not answer. */
export function unreachableMessage(cause: string): string {
  return `The wallet's network did not answer: ${cause}`;
}

/** Logs a failed connect to the console as the spec says and returns the status line to show. */
export function reportConnectFailure(error: unknown, log: Pick<Console, 'error'>): string {
  const code = walletErrorCode(error);
  if (code === USER_REJECTED_CODE) {
    log.error(USER_REJECTED_LOG);
    return WALLET_MESSAGES.rejected;
  }
  log.error(error);
  if (code === REQUEST_PENDING_CODE) return WALLET_MESSAGES.pending;
  const cause = unreachableCause(error);
  return cause ? unreachableMessage(cause) : WALLET_MESSAGES.failed;
}

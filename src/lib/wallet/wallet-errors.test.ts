import { describe, expect, it, vi } from 'vitest';
import { reportConnectFailure, unreachableCause, walletErrorCode, WALLET_MESSAGES } from './wallet-errors';

describe('walletErrorCode', () => {
  it('reads the code of an EIP-1193 error and of the wrappers around it', () => {
    expect(walletErrorCode({ code: 4001, message: 'no' })).toBe(4001);
    expect(walletErrorCode({ error: { code: -32002 } })).toBe(-32002);
    expect(walletErrorCode({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBe(4001);
    expect(walletErrorCode(new Error('plain'))).toBeUndefined();
    expect(walletErrorCode(null)).toBeUndefined();
  });
});

describe('reportConnectFailure', () => {
  it('logs the spec message on rejection', () => {
    const log = { error: vi.fn() };
    expect(reportConnectFailure({ code: 4001 }, log)).toBe(WALLET_MESSAGES.rejected);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('User rejected connection');
  });
  it('logs the error itself otherwise', () => {
    const log = { error: vi.fn() };
    const pending = { code: -32002, message: 'already pending' };
    expect(reportConnectFailure(pending, log)).toBe(WALLET_MESSAGES.pending);
    const boom = new Error('boom');
    expect(reportConnectFailure(boom, log)).toBe(WALLET_MESSAGES.failed);
    expect(log.error.mock.calls).toEqual([[pending], [boom]]);
  });
});

describe('a wallet whose node did not answer', () => {
  const devWallet = { code: -32603, message: 'Local node unreachable (HTTP 502). Is npm start still running?' };

  it('says what is unreachable on the status line, not only that connecting failed', () => {
    const log = { error: vi.fn() };
    expect(reportConnectFailure(devWallet, log)).toBe(
      "The wallet's network did not answer: Local node unreachable (HTTP 502). Is npm start still running?",
    );
    expect(log.error).toHaveBeenCalledExactlyOnceWith(devWallet);
  });

  it('finds the cause inside the wrappers ethers and wallets add, and nothing in other failures', () => {
    expect(unreachableCause({ message: 'could not coalesce error', error: new TypeError('Failed to fetch') })).toBe(
      'Failed to fetch',
    );
    expect(unreachableCause(new Error('wrapped', { cause: devWallet }))).toBe(devWallet.message);
    expect(unreachableCause(new Error('Internal wallet error'))).toBeNull();
    expect(unreachableCause({ code: 4001, message: 'User rejected the request.' })).toBeNull();
    expect(unreachableCause(null)).toBeNull();
  });
});

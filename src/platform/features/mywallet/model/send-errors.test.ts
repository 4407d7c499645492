import { describe, expect, it } from 'vitest';
import { isUserRejection, SEND_ERROR_MESSAGES, sendErrorInWords } from './send-errors';

const eip1193 = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('send errors in words', () => {
  it('recognises a rejection from the wallet or through ethers', () => {
    expect(isUserRejection(eip1193(4001, 'User rejected the request.'))).toBe(true);
    expect(isUserRejection({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBe(true);
    expect(isUserRejection(eip1193(-32000, 'insufficient funds'))).toBe(false);
    expect(sendErrorInWords(eip1193(4001, 'no'))).toBe(SEND_ERROR_MESSAGES.rejected);
  });

  it('explains the usual node refusals', () => {
    expect(sendErrorInWords(eip1193(-32003, 'Insufficient funds for gas * price + value'))).toBe(
      SEND_ERROR_MESSAGES.insufficient,
    );
    expect(sendErrorInWords({ code: 'UNKNOWN_ERROR', error: { code: -32000, message: 'nonce too low' } })).toBe(
      SEND_ERROR_MESSAGES.nonce,
    );
    expect(sendErrorInWords(eip1193(3, 'execution reverted: ERC20: transfer amount exceeds balance'))).toBe(
      'The contract refused the transaction: ERC20: transfer amount exceeds balance.',
    );
    expect(sendErrorInWords(eip1193(-32603, 'Internal error (code -32603)'))).toBe(
      'The transaction could not be sent: Internal error.',
    );
    expect(sendErrorInWords('weird')).toBe('The transaction could not be sent: the wallet gave no reason.');
  });
});

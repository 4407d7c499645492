import { toUtf8String } from 'ethers';
import { describe, expect, it } from 'vitest';
import { signFailureMessage, signRequest, SIGN_MESSAGES } from './sign-request';
import { sampleTypedData, TYPED_DATA_MESSAGES } from './typed-data';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('signRequest', () => {
  it('asks personal_sign with the UTF-8 message as hex', () => {
    const result = signRequest('message', 'Grüezi\nline two', ACCOUNT);
    if (!result.ok) throw new Error(result.error);
    expect(result.request.method).toBe('personal_sign');
    expect(toUtf8String(result.request.params[0] ?? '')).toBe('Grüezi\nline two');
    expect(result.request.params[1]).toBe(ACCOUNT);
  });

  it('refuses an empty message', () => {
    expect(signRequest('message', '', ACCOUNT)).toEqual({ ok: false, error: SIGN_MESSAGES.emptyMessage });
  });

  it('asks eth_signTypedData_v4 with EIP712Domain in the types', () => {
    const result = signRequest('typed', sampleTypedData(31337, ACCOUNT), ACCOUNT);
    if (!result.ok) throw new Error(result.error);
    expect(result.request.method).toBe('eth_signTypedData_v4');
    const payload = JSON.parse(result.request.params[1] ?? '') as {
      types: Record<string, unknown>;
      primaryType: string;
    };
    expect(payload.primaryType).toBe('PaymentApproval');
    expect(Object.keys(payload.types).sort()).toEqual(['EIP712Domain', 'PaymentApproval', 'Person']);
  });

  it('passes on what is wrong with the typed data', () => {
    expect(signRequest('typed', '', ACCOUNT)).toEqual({ ok: false, error: TYPED_DATA_MESSAGES.empty });
  });
});

describe('signFailureMessage', () => {
  it('says a rejection plainly and passes on other errors', () => {
    expect(signFailureMessage({ code: 4001, message: 'User rejected the request.' })).toBe(SIGN_MESSAGES.rejected);
    expect(signFailureMessage(new Error('boom'))).toBe(SIGN_MESSAGES.failed('boom'));
  });
});

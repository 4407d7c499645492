import { describe, expect, it } from 'vitest';
import { advance } from './pay-progress';

const HASH = `0x${'ab'.repeat(32)}`;

describe('advance', () => {
  it('checks the allowance, then asks for and waits on the approval, with the payment queued behind it', () => {
    expect(advance('TUSD (2 bills)', { phase: 'allowance' })).toEqual({
      group: 'TUSD (2 bills)',
      approval: { phase: 'checking' },
      payment: { phase: 'queued' },
    });
    expect(advance('TUSD (2 bills)', { phase: 'approve', hash: null }).approval).toEqual({ phase: 'signing' });
    expect(advance('TUSD (2 bills)', { phase: 'approve', hash: HASH }).approval).toEqual({
      phase: 'pending',
      hash: HASH,
    });
  });

  it('hands over to the payment once it is asked for, then follows its hash', () => {
    expect(advance('ETH (1 bill)', { phase: 'call', hash: null })).toEqual({
      group: 'ETH (1 bill)',
      approval: null,
      payment: { phase: 'signing' },
    });
    expect(advance('ETH (1 bill)', { phase: 'call', hash: HASH }).payment).toEqual({ phase: 'pending', hash: HASH });
  });
});

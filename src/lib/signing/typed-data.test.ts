import { describe, expect, it } from 'vitest';
import { parseTypedData, sampleTypedData, TYPED_DATA_MESSAGES } from './typed-data';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const sample = () =>
  JSON.parse(sampleTypedData(31337, ACCOUNT)) as Record<string, unknown> & {
    message: Record<string, unknown>;
    types: Record<string, unknown>;
  };
const errorOf = (value: unknown) => {
  const check = parseTypedData(typeof value === 'string' ? value : JSON.stringify(value));
  return check.ok ? null : check.error;
};

describe('parseTypedData', () => {
  it('accepts the sample, with or without EIP712Domain among the types', () => {
    const check = parseTypedData(sampleTypedData(1, ACCOUNT));
    expect(check.ok && check.data.primaryType).toBe('PaymentApproval');
    const withDomain = sample();
    withDomain.types.EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ];
    expect(errorOf(withDomain)).toBeNull();
  });

  it('explains empty input and JSON syntax errors', () => {
    expect(errorOf('  ')).toBe(TYPED_DATA_MESSAGES.empty);
    expect(errorOf('{"domain": ')).toMatch(/^Not valid JSON: /);
  });

  it('explains a wrong shape with the path', () => {
    expect(errorOf({ domain: {}, types: {}, message: {} })).toMatch(
      /^"primaryType": .*\(expected \{ domain, types, primaryType, message \}\)$/,
    );
    expect(errorOf({ ...sample(), types: { PaymentApproval: [{ name: 'x' }] } })).toMatch(
      /^"types\.PaymentApproval\.0\.type": /,
    );
  });

  it('checks primaryType against the types', () => {
    expect(errorOf({ ...sample(), primaryType: 'Person' })).toBe(
      TYPED_DATA_MESSAGES.primaryType('Person', 'PaymentApproval'),
    );
  });

  it('names a missing message value by its path', () => {
    const data = sample();
    data.message = { ...data.message, approver: { name: 'A' } };
    expect(errorOf(data)).toBe(TYPED_DATA_MESSAGES.missing('approver.wallet'));
  });

  it('passes on the encoder’s words for a bad value or an unknown type', () => {
    expect(errorOf({ ...sample(), message: { ...sample().message, amountWei: '-1' } })).toMatch(
      /out-of-bounds|negative|value/i,
    );
    expect(
      errorOf({ ...sample(), types: { ...sample().types, PaymentApproval: [{ name: 'x', type: 'Nope' }] } }),
    ).toMatch(/unknown type "Nope"/);
    expect(errorOf({ ...sample(), domain: { name: 'x', colour: 'red' } })).toMatch(
      /invalid typed-data domain key: "colour"/,
    );
  });
});

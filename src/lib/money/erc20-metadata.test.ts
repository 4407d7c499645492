import { AbiCoder, Interface, encodeBytes32String } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ERC20_MESSAGES, readErc20Metadata, type EthCall } from './erc20-metadata';

const abi = AbiCoder.defaultAbiCoder();
const erc20 = new Interface(['function symbol()', 'function decimals()', 'function name()']);
const TOKEN = '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2';
const selector = (fn: string) => erc20.getFunction(fn)!.selector;

type Answer = string | Error;
/** An eth_call that answers each selector from a table, as a node would for the token at TOKEN. */
function fakeCall(answers: Record<string, Answer>): EthCall {
  return async (to, data) => {
    expect(to).toBe(TOKEN);
    const answer = Object.entries(answers).find(([fn]) => data === selector(fn))?.[1] ?? '0x';
    if (answer instanceof Error) throw answer;
    return answer;
  };
}
const revert = () => Object.assign(new Error('execution reverted'), { code: 'CALL_EXCEPTION' });
const str = (text: string) => abi.encode(['string'], [text]);
const uint = (value: bigint) => abi.encode(['uint256'], [value]);

describe('readErc20Metadata', () => {
  it('reads a standard token', async () => {
    const call = fakeCall({ symbol: str('USDC'), decimals: uint(6n), name: str('USD Coin') });
    await expect(readErc20Metadata(call, 1, TOKEN.toLowerCase())).resolves.toEqual({
      chainId: 1,
      kind: 'erc20',
      address: TOKEN,
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
    });
  });
  it('reads bytes32 symbols and names (MKR)', async () => {
    const call = fakeCall({
      symbol: encodeBytes32String('MKR'),
      decimals: uint(18n),
      name: encodeBytes32String('Maker'),
    });
    await expect(readErc20Metadata(call, 1, TOKEN)).resolves.toMatchObject({
      symbol: 'MKR',
      name: 'Maker',
      decimals: 18,
    });
  });
  it('falls back to the symbol when name() is missing', async () => {
    const call = fakeCall({ symbol: str('ABC'), decimals: uint(0n), name: revert() });
    await expect(readErc20Metadata(call, 31337, TOKEN)).resolves.toMatchObject({
      symbol: 'ABC',
      name: 'ABC',
      decimals: 0,
    });
  });
  it('says there is no token where an account has no code', async () => {
    await expect(readErc20Metadata(fakeCall({}), 1, TOKEN)).rejects.toThrow(
      `No ERC-20 token at ${TOKEN} on this network`,
    );
  });
  it('says there is no token where decimals() or symbol() revert', async () => {
    await expect(readErc20Metadata(fakeCall({ symbol: str('X'), decimals: revert() }), 1, TOKEN)).rejects.toThrow(
      ERC20_MESSAGES.noToken(TOKEN),
    );
    const jsonRpcRevert = Object.assign(new Error('boom'), { code: 3 });
    await expect(readErc20Metadata(fakeCall({ symbol: jsonRpcRevert, decimals: uint(6n) }), 1, TOKEN)).rejects.toThrow(
      ERC20_MESSAGES.noToken(TOKEN),
    );
  });
  it('refuses decimals out of range', async () => {
    const call = fakeCall({ symbol: str('BIG'), decimals: uint(78n) });
    await expect(readErc20Metadata(call, 1, TOKEN)).rejects.toThrow(
      `The token at ${TOKEN} reports 78 decimals (expected 0 to 77)`,
    );
  });
  it('refuses empty, over-long and unprintable symbols', async () => {
    for (const symbol of ['', ' ', 'A'.repeat(33), 'US\u0000DC', 'U\u202eSD']) {
      const call = fakeCall({ symbol: str(symbol), decimals: uint(6n) });
      await expect(readErc20Metadata(call, 1, TOKEN)).rejects.toThrow(
        `The token at ${TOKEN} reports no usable symbol (1 to 32 printable characters)`,
      );
    }
  });
  it('refuses a bad address before calling anything', async () => {
    const never: EthCall = () => Promise.reject(new Error('not called'));
    await expect(readErc20Metadata(never, 1, '0x123')).rejects.toThrow('Not a valid Ethereum address');
    await expect(readErc20Metadata(never, 1, TOKEN.replace('F72', 'f72'))).rejects.toThrow(
      'Checksum mismatch: check the address for typos',
    );
  });
  it('lets network failures through unchanged', async () => {
    const offline = fakeCall({ symbol: new TypeError('Failed to fetch'), decimals: uint(6n) });
    await expect(readErc20Metadata(offline, 1, TOKEN)).rejects.toThrow('Failed to fetch');
  });
});

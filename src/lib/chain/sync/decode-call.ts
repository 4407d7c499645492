// What a transaction did, from its calldata: the platform's own calls (PaymentRouter payments with
// their reference, Distributor batches with every recipient's amount), a contract creation, a plain
// transfer, or another call named by its selector. Decoded by selector with the compiled ABIs, so
// it works on any network the contracts were deployed to; other calls are named by the one table of
// known functions (lib/primitives/known-calls.ts).
import { Interface, getAddress } from 'ethers';
import { distributorAbi, paymentRouterAbi } from '@/lib/contracts/generated/artifacts';
import { knownCall } from '@/lib/primitives/known-calls';
import type { DecodedCall, TxKind } from '@/lib/db/entities/chain-transaction';

const platform = new Interface([...paymentRouterAbi, ...distributorAbi]);
const erc20 = new Interface([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'error EnforcedPause()',
]);

export interface CallSummary {
  readonly kind: TxKind;
  readonly selector: string | null;
  readonly decoded: DecodedCall | null;
}

function recipientsOf(
  addresses: readonly string[],
  amounts: readonly bigint[],
): NonNullable<DecodedCall['recipients']> {
  return addresses.map((address, index) => ({
    address: getAddress(address),
    units: (amounts[index] ?? 0n).toString(),
  }));
}

/** Decodes a transaction's calldata; `to` null is a contract creation. Never throws. */
export function decodeCall(to: string | null, input: string): CallSummary {
  if (to === null) return { kind: 'contract-creation', selector: null, decoded: null };
  if (input === '0x' || input.length < 10) return { kind: 'transfer', selector: null, decoded: null };
  const selector = input.slice(0, 10).toLowerCase();
  try {
    const parsed = platform.parseTransaction({ data: input });
    if (parsed) {
      const args = parsed.args;
      switch (parsed.name) {
        case 'payEth':
          return {
            kind: 'payment',
            selector,
            decoded: {
              method: 'payEth',
              paymentReference: String(args[0]).toLowerCase(),
              payee: getAddress(String(args[1])),
            },
          };
        case 'payToken':
          return {
            kind: 'payment',
            selector,
            decoded: {
              method: 'payToken',
              token: getAddress(String(args[0])),
              paymentReference: String(args[1]).toLowerCase(),
              payee: getAddress(String(args[2])),
            },
          };
        case 'distributeEth':
          return {
            kind: 'distribution',
            selector,
            decoded: { method: 'distributeEth', recipients: recipientsOf(args[0] as string[], args[1] as bigint[]) },
          };
        case 'distributeToken':
          return {
            kind: 'distribution',
            selector,
            decoded: {
              method: 'distributeToken',
              token: getAddress(String(args[0])),
              recipients: recipientsOf(args[1] as string[], args[2] as bigint[]),
            },
          };
      }
    }
  } catch {
    // Calldata that does not fit the platform ABI of its selector: named by the table below if known.
  }
  // Any other known function (lib/primitives/known-calls): ERC-20/721, the token templates, Registry.
  return { kind: 'call', selector, decoded: { method: knownCall(selector)?.method ?? selector } };
}

const PANIC_REASONS: Readonly<Record<number, string>> = {
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division by zero',
  0x21: 'invalid enum value',
  0x31: 'pop on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an uninitialised function',
};

/** The revert reason of failed-call data in words: Error(string), Panic(uint) or a known custom error. */
export function decodeRevert(data: unknown): string | null {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(data) || data.length < 10) return null;
  const selector = data.slice(0, 10).toLowerCase();
  try {
    if (selector === '0x08c379a0')
      return String(Interface.from(['error Error(string)']).decodeErrorResult('Error', data)[0]);
    if (selector === '0x4e487b71') {
      const code = Number(Interface.from(['error Panic(uint256)']).decodeErrorResult('Panic', data)[0]);
      return `panic: ${PANIC_REASONS[code] ?? `code 0x${code.toString(16)}`}`;
    }
    for (const iface of [platform, erc20]) {
      const error = iface.parseError(data);
      if (error) return error.args.length ? `${error.name}(${error.args.map(String).join(', ')})` : error.name;
    }
  } catch {
    // fall through: unknown encoding
  }
  return `reverted with custom error ${selector}`;
}

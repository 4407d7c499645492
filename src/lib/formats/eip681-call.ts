// EIP-681 requests that call a contract function (`ethereum:<contract>@<chainId>/<fn>?<type>=<value>&…`),
// for wallets that pay straight from a scanned code. Numbers are written in the shortest exact form
// the EIP's grammar allows (`5.5e18` as `55e17`), which keeps a printed QR code small.
import { checkAddress } from '@/lib/primitives/ethereum-address';

/** One call argument: its Solidity type (the EIP-681 key) and its value. */
export interface Eip681Argument {
  readonly type: 'address' | 'bytes32' | 'uint256';
  readonly value: string | bigint;
}

export interface Eip681Call {
  readonly contract: string;
  readonly chainId: number;
  readonly functionName: string;
  /** In the function's parameter order (EIP-681 keys repeat, so the order is the call's). */
  readonly args: readonly Eip681Argument[];
  /** Wei sent with the call (`value=`), for a payable function. */
  readonly value?: bigint;
}

/** An amount as an EIP-681 number: plain digits, or `<digits>e<exponent>` when that is shorter (exact either way). */
export function eip681Number(units: bigint): string {
  if (units < 0n) throw new RangeError('An amount in a payment link cannot be negative');
  const digits = units.toString();
  const mantissa = digits.replace(/0+$/, '') || '0';
  const exponent = digits.length - mantissa.length;
  const short = `${mantissa}e${exponent}`;
  return exponent > 0 && short.length < digits.length ? short : digits;
}

function argument({ type, value }: Eip681Argument): string {
  if (type === 'uint256') return `uint256=${eip681Number(BigInt(value))}`;
  const text = String(value);
  if (type === 'address') {
    const check = checkAddress(text);
    if (!check.ok) throw new RangeError(`${text}: ${check.message}`);
    return `address=${check.address}`;
  }
  if (!/^0x[0-9a-fA-F]{64}$/.test(text)) throw new RangeError(`${text} is not a bytes32 value`);
  return `bytes32=${text.toLowerCase()}`;
}

/** The EIP-681 URI of a contract call. Throws RangeError on an invalid address, chain id, bytes32 or amount. */
export function buildEip681Call(call: Eip681Call): string {
  const contract = checkAddress(call.contract);
  if (!contract.ok) throw new RangeError(`${call.contract}: ${contract.message}`);
  if (!Number.isSafeInteger(call.chainId) || call.chainId <= 0)
    throw new RangeError(`Invalid chain id ${call.chainId}`);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(call.functionName))
    throw new RangeError(`Invalid function ${call.functionName}`);
  const params = call.args.map(argument);
  if (call.value !== undefined) params.push(`value=${eip681Number(call.value)}`);
  const query = params.length ? `?${params.join('&')}` : '';
  return `ethereum:${contract.address}@${call.chainId}/${call.functionName}${query}`;
}

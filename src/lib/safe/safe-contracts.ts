// Where Safe's contracts are on a chain, and the few functions of theirs the app calls (human-readable
// ABI fragments: a few hundred bytes instead of Safe's full ABIs).
import { getAddress, Interface } from 'ethers';
import deploymentsJson from '@/lib/contracts/deployments.json';
import { SAFE_CANONICAL_ADDRESSES, SAFE_CANONICAL_CHAIN_IDS } from './generated/safe-networks';

/** The Safe contracts a treasury needs on one chain (v1.4.1). */
export interface SafeContracts {
  readonly SafeL2: string;
  readonly SafeProxyFactory: string;
  readonly CompatibilityFallbackHandler: string;
  readonly MultiSend: string;
  readonly MultiSendCallOnly: string;
  /** Deploys a contract as the Safe (delegate-called: the Safe is its creator; create-call.ts). */
  readonly CreateCall: string;
}

const NAMES = Object.keys(SAFE_CANONICAL_ADDRESSES) as (keyof SafeContracts)[];

/**
 * Safe's contracts on `chainId`: those the deploy script recorded (`Safe:<name>` in the deployments
 * file: the local chain), else Safe's canonical addresses on the networks Safe lists; null where
 * Safe's contracts are not deployed.
 */
export function safeContractsOn(chainId: number): SafeContracts | null {
  const recorded = (deploymentsJson as Record<string, Record<string, string>>)[String(chainId)] ?? {};
  const fromFile = NAMES.map((name) => recorded[`Safe:${name}`]);
  if (fromFile.every((address) => address !== undefined))
    return Object.fromEntries(
      NAMES.map((name, index) => [name, getAddress(fromFile[index]!)]),
    ) as unknown as SafeContracts;
  return SAFE_CANONICAL_CHAIN_IDS.includes(chainId) ? SAFE_CANONICAL_ADDRESSES : null;
}

/** The Safe (singleton, through its proxy) functions the app reads and calls. */
export const safeInterface = new Interface([
  'function VERSION() view returns (string)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function nonce() view returns (uint256)',
  'function getTransactionHash(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 _nonce) view returns (bytes32)',
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'event ExecutionSuccess(bytes32 indexed txHash, uint256 payment)',
  'event ExecutionFailure(bytes32 indexed txHash, uint256 payment)',
]);

/** The proxy factory's creation call and event. */
export const proxyFactoryInterface = new Interface([
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'function proxyCreationCode() pure returns (bytes)',
  'event ProxyCreation(address indexed proxy, address singleton)',
]);

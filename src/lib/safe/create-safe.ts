// A new Safe through Safe's proxy factory: the setup call (owners, threshold, the compatibility
// fallback handler), the factory call to send, and the address the Safe will have (CREATE2).
import { getAddress, getCreate2Address, keccak256, solidityPacked, ZeroAddress, AbiCoder, concat } from 'ethers';
import { proxyFactoryInterface, safeInterface, type SafeContracts } from './safe-contracts';

/** The runtime-independent creation code of Safe 1.4.1's SafeProxy (`proxyCreationCode()`). */
export type ProxyCreationCode = string;

export type SafeSetupCheck = { ok: true } | { ok: false; reason: string };

/** Whether owners and threshold make a Safe: distinct addresses, 1 ≤ threshold ≤ owners. */
export function checkSafeSetup(owners: readonly string[], threshold: number): SafeSetupCheck {
  if (owners.length === 0) return { ok: false, reason: 'A Safe needs at least one owner.' };
  const seen = new Set<string>();
  for (const owner of owners) {
    const key = owner.toLowerCase();
    if (seen.has(key)) return { ok: false, reason: `${getAddress(owner)} is listed twice.` };
    if (key === ZeroAddress) return { ok: false, reason: 'The zero address cannot own a Safe.' };
    seen.add(key);
  }
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > owners.length)
    return { ok: false, reason: `The threshold must be between 1 and ${owners.length} (the number of owners).` };
  return { ok: true };
}

/** The `setup` initializer of a Safe with these owners and threshold. */
export function safeInitializer(contracts: SafeContracts, owners: readonly string[], threshold: number): string {
  return safeInterface.encodeFunctionData('setup', [
    owners.map((owner) => getAddress(owner)),
    threshold,
    ZeroAddress,
    '0x',
    contracts.CompatibilityFallbackHandler,
    ZeroAddress,
    0,
    ZeroAddress,
  ]);
}

/** The transaction that creates the Safe (to the proxy factory). */
export function createSafeCall(
  contracts: SafeContracts,
  owners: readonly string[],
  threshold: number,
  saltNonce: bigint,
): { to: string; data: string } {
  return {
    to: contracts.SafeProxyFactory,
    data: proxyFactoryInterface.encodeFunctionData('createProxyWithNonce', [
      contracts.SafeL2,
      safeInitializer(contracts, owners, threshold),
      saltNonce,
    ]),
  };
}

/** The address the factory gives the Safe (salt: keccak(keccak(initializer) ‖ saltNonce)). */
export function predictSafeAddress(
  contracts: SafeContracts,
  proxyCreationCode: ProxyCreationCode,
  owners: readonly string[],
  threshold: number,
  saltNonce: bigint,
): string {
  const salt = keccak256(
    solidityPacked(['bytes32', 'uint256'], [keccak256(safeInitializer(contracts, owners, threshold)), saltNonce]),
  );
  const initCode = concat([proxyCreationCode, AbiCoder.defaultAbiCoder().encode(['address'], [contracts.SafeL2])]);
  return getCreate2Address(contracts.SafeProxyFactory, salt, keccak256(initCode));
}

/** The Safe a mined creation made (the factory's ProxyCreation event), or null. */
export function createdSafeOf(
  logs: readonly { address: string; topics: readonly string[]; data: string }[],
  contracts: SafeContracts,
): string | null {
  for (const log of logs) {
    if (log.address.toLowerCase() !== contracts.SafeProxyFactory.toLowerCase()) continue;
    const parsed = proxyFactoryInterface.parseLog({ topics: [...log.topics], data: log.data });
    if (parsed?.name === 'ProxyCreation') return getAddress(String(parsed.args[0]));
  }
  return null;
}

// The platform contracts' addresses per network: the workspace's records (deployed from Utility or
// entered by hand, each checked before it was written), else the local chain's deployments file.
import { getAddress, keccak256 } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getCode } from '@/lib/chain/rpc-methods';
import { networkName } from '@/lib/primitives/networks';
import {
  contractDeploymentId,
  PLATFORM_CONTRACTS,
  type ContractDeployment,
  type PlatformContractName,
} from '@/lib/db/entities/contract-deployment';
import { parseRecord, readRecords, type ReadResult } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isPlatformCode } from './code-check';
import { getDeploymentChainIds, getDeployments, type PlatformDeployment } from './contracts';

/** Where a known address comes from: deployed from this app, entered by hand, or the deployments file. */
export type DeploymentSource = ContractDeployment['source'] | 'file';

/** One platform contract as the workspace knows it on one network. */
export interface KnownContract {
  readonly name: PlatformContractName;
  /** EIP-55 checksummed. */
  readonly address: string;
  readonly source: DeploymentSource;
  readonly txHash: string | null;
}

export type KnownContracts = Partial<Record<PlatformContractName, KnownContract>>;

/** The platform contracts known on `chainId`: per contract the workspace's row, else the deployments file. */
export function knownContractsOn(chainId: number, rows: readonly ContractDeployment[]): KnownContracts {
  const file = getDeployments(chainId);
  const known: KnownContracts = {};
  for (const name of PLATFORM_CONTRACTS) {
    const row = rows.find((candidate) => candidate.chainId === chainId && candidate.name === name);
    const fileAddress = file?.[name];
    if (row) known[name] = { name, address: row.address, source: row.source, txHash: row.txHash };
    else if (fileAddress) known[name] = { name, address: fileAddress, source: 'file', txHash: null };
  }
  return known;
}

/** The same, in the shape of `getDeployments` (addresses only). */
export function deploymentOf(known: KnownContracts): PlatformDeployment {
  return Object.fromEntries(Object.values(known).map((contract) => [contract.name, contract.address]));
}

/** Chain ids with any known platform contract (workspace rows or the deployments file), ascending. */
export function chainsWithContracts(rows: readonly ContractDeployment[]): number[] {
  return [...new Set([...getDeploymentChainIds(), ...rows.map((row) => row.chainId)])].sort((a, b) => a - b);
}

/** The outcome of checking an address: the code matches (with its keccak256), or why not, in words. */
export type CodeCheck =
  | { readonly ok: true; readonly address: string; readonly codeHash: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Reads the code at `address` on the reader's chain and asks `matches` whether it is contract `name`;
 * `otherName` may name what the code is instead (the usual paste slip). The refusal in words.
 */
export async function checkCodeAt(
  reader: ChainReader,
  name: string,
  address: string,
  matches: (code: string) => boolean,
  otherName: (code: string) => string | undefined = () => undefined,
): Promise<CodeCheck> {
  const checksummed = getAddress(address);
  const network = networkName(reader.chainId);
  let code: string;
  try {
    code = await getCode(reader, checksummed);
  } catch (error) {
    return {
      ok: false,
      reason: `Could not read the code at ${checksummed} on ${network}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (code === '0x') return { ok: false, reason: `No contract at ${checksummed} on ${network}` };
  if (matches(code)) return { ok: true, address: checksummed, codeHash: keccak256(code) };
  const other = otherName(code);
  const hint = other ? ` (it is Ledgerline's ${other})` : '';
  return { ok: false, reason: `The code at ${checksummed} is not Ledgerline's ${name}${hint}` };
}

/** Reads the code at `address` on the reader's chain and compares it with the compiled `name`. */
export function checkDeployedCode(
  reader: ChainReader,
  name: PlatformContractName,
  address: string,
): Promise<CodeCheck> {
  return checkCodeAt(
    reader,
    name,
    address,
    (code) => isPlatformCode(name, code),
    (code) => PLATFORM_CONTRACTS.find((candidate) => candidate !== name && isPlatformCode(candidate, code)),
  );
}

/** The workspace's recorded platform contract addresses (every network), parsed on read. */
export function readContractDeployments(db: WorkspaceDb): Promise<ReadResult<'contractDeployments'>> {
  return readRecords(db, 'contractDeployments');
}

/** What is recorded once the code at an address was checked. */
export interface CheckedDeployment {
  readonly chainId: number;
  readonly name: PlatformContractName;
  readonly check: Extract<CodeCheck, { ok: true }>;
  readonly source: ContractDeployment['source'];
  readonly txHash: string | null;
}

/** Records (or replaces) a checked address for one contract on one network. */
export async function recordContractDeployment(
  db: WorkspaceDb,
  input: CheckedDeployment,
  nowIso: string,
): Promise<ContractDeployment> {
  const record = parseRecord('contractDeployments', {
    id: contractDeploymentId(input.chainId, input.name),
    chainId: input.chainId,
    name: input.name,
    address: input.check.address,
    codeHash: input.check.codeHash,
    source: input.source,
    txHash: input.txHash?.toLowerCase() ?? null,
    recordedAt: nowIso,
  });
  await db.contractDeployments.put(record);
  return record;
}

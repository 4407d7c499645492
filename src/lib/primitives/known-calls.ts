// The one table of calls the app names in words: ERC-20 and ERC-721 (transfer, transferFrom,
// approve, mint, burn, pause…), the platform contracts' functions and the company's token
// templates (AssetShares, AssetDeed). Looked up by selector, so it works on any contract and
// network; a selector two standards share (ERC-20 and ERC-721 `transferFrom`) has one entry.
import { FunctionFragment } from 'ethers';

/** A known function: its name, the words a list shows, and what it is. */
export interface KnownCall {
  readonly method: string;
  readonly words: string;
  readonly signature: string;
}

const TABLE: readonly (readonly [signature: string, words: string])[] = [
  // ERC-20 (and ERC-721, same selectors for transferFrom and approve)
  ['transfer(address,uint256)', 'Transfer'],
  ['transferFrom(address,address,uint256)', 'Transfer'],
  ['approve(address,uint256)', 'Approve'],
  ['increaseAllowance(address,uint256)', 'Approve'],
  ['decreaseAllowance(address,uint256)', 'Approve'],
  // ERC-721
  ['safeTransferFrom(address,address,uint256)', 'Transfer'],
  ['safeTransferFrom(address,address,uint256,bytes)', 'Transfer'],
  ['setApprovalForAll(address,bool)', 'Approve all'],
  // Issuance and control (OpenZeppelin extensions; AssetShares and AssetDeed)
  ['mint(address,uint256)', 'Mint'],
  ['mint(address,string)', 'Mint'],
  ['safeMint(address,uint256)', 'Mint'],
  ['burn(uint256)', 'Burn'],
  ['burn(address,uint256)', 'Burn'],
  ['burnFrom(address,uint256)', 'Burn'],
  ['pause()', 'Pause'],
  ['unpause()', 'Unpause'],
  ['setMetadataURI(string)', 'Set metadata'],
  ['transferOwnership(address)', 'Transfer ownership'],
  ['renounceOwnership()', 'Renounce ownership'],
  // Platform contracts
  ['payEth(bytes32,address)', 'Payment'],
  ['payToken(address,bytes32,address,uint256)', 'Payment'],
  ['distributeEth(address[],uint256[])', 'Distribution'],
  ['distributeToken(address,address[],uint256[])', 'Distribution'],
  ['anchor(bytes32,string)', 'Anchor document'],
  ['register(string)', 'Register company'],
  // Wrapped ETH
  ['deposit()', 'Wrap'],
  ['withdraw(uint256)', 'Unwrap'],
];

const BY_SELECTOR: ReadonlyMap<string, KnownCall> = new Map(
  TABLE.map(([signature, words]) => {
    const fragment = FunctionFragment.from(`function ${signature}`);
    return [fragment.selector, { method: fragment.name, words, signature }] as const;
  }),
);

/** The known function of a 4-byte selector (`0x40c10f19` → mint), or null. */
export function knownCall(selector: string): KnownCall | null {
  return BY_SELECTOR.get(selector.toLowerCase()) ?? null;
}

const WORDS_BY_METHOD: ReadonlyMap<string, string> = new Map(
  TABLE.map(([signature, words]) => [signature.split('(')[0] ?? '', words]),
);

/** The words for a decoded method name (`mint` → Mint), or null when the table does not know it. */
export function callWords(method: string): string | null {
  return WORDS_BY_METHOD.get(method) ?? null;
}

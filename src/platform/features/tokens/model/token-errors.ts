// A token contract's refusal in words: the custom error in the revert data decoded with the
// template's ABI (OpenZeppelin 5 errors), amounts in whole shares.
import { Interface, getAddress } from 'ethers';
import { assetDeedAbi, assetSharesAbi } from '@/lib/contracts/generated/artifacts';
import { toDecimalString } from '@/lib/money/decimal-string';

const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);

/** Share amounts are shown with the template's 18 decimals. */
export const SHARE_DECIMALS = 18;
const shares = (units: unknown) => toDecimalString(BigInt(String(units)), SHARE_DECIMALS);
const who = (value: unknown) => getAddress(String(value));

/** The refusal in words for decoded revert data, or null when the data is not one of the templates' errors. */
export function tokenErrorInWords(data: string): string | null {
  const parsed = SHARES.parseError(data) ?? DEED.parseError(data);
  if (!parsed) return null;
  const a = parsed.args;
  switch (parsed.name) {
    case 'ERC20ExceededCap':
      return `Refused by the contract: the cap is ${shares(a[1])} shares and this would bring the supply to ${shares(a[0])}.`;
    case 'EnforcedPause':
      return 'Refused by the contract: the token is paused. Unpause it first; no transfer or mint is possible while paused.';
    case 'ExpectedPause':
      return 'Refused by the contract: the token is not paused.';
    case 'OwnableUnauthorizedAccount':
      return `Refused by the contract: only its owner can do this, and ${who(a[0])} is not the owner.`;
    case 'ERC20InsufficientBalance':
      return `Refused by the contract: ${who(a[0])} holds ${shares(a[1])} shares and ${shares(a[2])} are needed.`;
    case 'ERC20InvalidReceiver':
    case 'ERC721InvalidReceiver':
      return `Refused by the contract: ${who(a[0])} cannot receive this token.`;
    case 'ERC20InvalidCap':
      return 'Refused by the contract: the cap must be more than zero.';
    case 'ERC721NonexistentToken':
      return `Refused by the contract: there is no deed #${String(a[0])}.`;
    case 'ERC721IncorrectOwner':
      return `Refused by the contract: deed #${String(a[1])} belongs to ${who(a[2])}, not ${who(a[0])}.`;
    case 'ERC721InsufficientApproval':
      return `Refused by the contract: ${who(a[0])} may not move deed #${String(a[1])}.`;
    default:
      return `Refused by the contract: ${parsed.name}(${a.map(String).join(', ')}).`;
  }
}

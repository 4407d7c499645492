// The Workspaces contract's refusals in words, for the sender's check before signing (a call the
// contract would refuse is explained, and nothing is sent).
import { Interface } from 'ethers';
import { workspacesAbi } from '@/lib/contracts/generated/artifacts';

const WORKSPACES = new Interface(workspacesAbi);

/** The refusal in words for revert data, or null when the data is not one of the contract's errors. */
export function workspacesErrorInWords(data: string): string | null {
  const parsed = WORKSPACES.parseError(data);
  if (!parsed) return null;
  const a = parsed.args.map(String);
  switch (parsed.name) {
    case 'WorkspaceExists':
      return 'Refused by the contract: a team workspace with this id exists already.';
    case 'NoWorkspace':
      return 'Refused by the contract: there is no team workspace with this id.';
    case 'NotAdmin':
      return `Refused by the contract: only an Admin of the team workspace can do this, and ${a[0]} is not one.`;
    case 'NotMember':
      return `Refused by the contract: ${a[0]} is not a member of the team workspace.`;
    case 'LastAdmin':
      return `Refused by the contract: ${a[0]} is the last Admin; make another member Admin first.`;
    case 'DeviceExists':
      return 'Refused by the contract: this device is registered already.';
    case 'NotYourDevice':
      return `Refused by the contract: the device belongs to another member than ${a[1]}.`;
    case 'DeviceInactive':
      return 'Refused by the contract: this device was revoked.';
    case 'EpochNotIncreasing':
      return `Refused by the contract: keyring epoch ${a[0]} is not after the current ${a[1]}.`;
    default:
      return `Refused by the contract: ${parsed.name}(${a.join(', ')}).`;
  }
}

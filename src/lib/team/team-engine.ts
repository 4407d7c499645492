// The coordinator's exports, in the lazily loaded chunk with Automerge (load-team.ts): nothing in
// the single-browser app imports this file.
export { invitationsFor, readTeamChainState } from './chain-state';
export { admitDevices, certifiedDevices, removeMember, setMember } from './team-admin';
export { TeamDevice, type PublishResult, type SyncResult } from './team-device';
export { createTeamWorkspace, joinTeamWorkspace, newWorkspaceId, resumeTeamWorkspace } from './team-setup';
export type { Refusal } from './apply-bundles';
export type { TeamDeviceOptions, TeamWallet } from './team-wallet';
export { workspaceRoleOf } from '@/lib/contracts/workspaces-state';
export { readRecordHistory, type HistoryEntry } from './record-history';
export { teamBackupText } from './team-backup-export';

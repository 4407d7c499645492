// The team documents' engine: everything that needs Automerge, in one lazily loaded chunk
// (load-team-docs.ts). Nothing in the single-browser app imports this file.
import { initializeWasm, isWasmInitialized } from '@automerge/automerge/slim';

export { applyRowWrites, docRows, genesisDoc, newTeamDocs, readDocRecord } from './documents';
export type { RowWrite, TeamDoc, TeamDocs } from './documents';
export { recordConflictDetails, recordConflicts } from './conflicts';
export type { FieldConflictDetail, LosingWrite } from './conflicts';
export { applyMerge, projectAll, projectRecords } from './projector';
export { checkChanges } from './role-check';
export { attachTeamDocs, TeamDocSession } from './session';
export { decodeTeamDocs, encodeTeamDocs, restoreTeamBackup } from './team-backup';

/** Starts Automerge's WASM from its URL, once (the CSP allows it with 'wasm-unsafe-eval'). */
export async function startAutomerge(wasmUrl: string): Promise<void> {
  if (!isWasmInitialized()) await initializeWasm(wasmUrl);
}

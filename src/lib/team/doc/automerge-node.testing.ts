import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initializeWasm, isWasmInitialized } from '@automerge/automerge/slim';

/** Tests only: starts Automerge from the package's .wasm file on disk (the app fetches it by URL). */
export async function startAutomergeInNode(): Promise<void> {
  if (isWasmInitialized()) return;
  const path = createRequire(import.meta.url).resolve('@automerge/automerge/automerge.wasm');
  await initializeWasm(new Uint8Array(await readFile(path)));
}

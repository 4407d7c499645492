// Token metadata as JSON bytes with the CID kubo would give them (`ipfs add --cid-version=1`).
import { importFile } from '@/lib/ipfs/import-file';
import { MemoryBlocks } from '@/lib/ipfs/memory-blocks';

/** Sorted keys, two-space indent, trailing newline: the same metadata always gives the same bytes and CID. */
export function metadataJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The JSON text, its CIDv1 and the `ipfs://` URI for the contract. */
export async function metadataWithCid(
  value: unknown,
): Promise<{ json: string; cid: string; uri: string; bytes: Uint8Array }> {
  const json = metadataJson(value);
  const bytes = new TextEncoder().encode(json);
  const { cid } = await importFile(bytes, new MemoryBlocks());
  const text = cid.toString();
  return { json, cid: text, uri: `ipfs://${text}`, bytes };
}

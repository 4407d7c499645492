// Where a contract's revert data hides in an error: RpcError.data, an EIP-1193 error's `data`
// (or `data.data`), ethers' wrappers (`error`, `info.error`, `cause`).

/** The revert data carried by an error, or null. */
export function revertDataOf(error: unknown): string | null {
  for (let current = error, depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const layer = current as { data?: unknown; error?: unknown; info?: { error?: unknown }; cause?: unknown };
    const data =
      typeof layer.data === 'object' && layer.data !== null ? (layer.data as { data?: unknown }).data : layer.data;
    if (typeof data === 'string' && /^0x[0-9a-fA-F]{8}/.test(data)) return data;
    current = layer.error ?? layer.info?.error ?? layer.cause;
  }
  return null;
}

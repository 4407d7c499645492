// Wallet errors of a deployment in words. Wallets throw EIP-1193 errors ({ code, message });
// some wrap the original under `error`, `info.error` or `cause`.
function layers(error: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let current = error, depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const layer = current as Record<string, unknown>;
    out.push(layer);
    current = layer.error ?? (layer.info as { error?: unknown } | undefined)?.error ?? layer.cause;
  }
  return out;
}

/** A sentence for a deployment the wallet or node refused (never the raw object). */
export function deployErrorInWords(name: string, error: unknown): string {
  const message = layers(error)
    .map((layer) => layer.message)
    .find((text): text is string => typeof text === 'string' && text.trim() !== '');
  if (/insufficient funds/i.test(message ?? ''))
    return `The ${name} deployment was refused: the account cannot pay the network fee. Add funds and try again.`;
  return `The ${name} deployment could not be sent: ${message?.trim() ?? 'the wallet gave no reason'}.`;
}

// Shared by the app's code check and scripts/lib/compile.mjs (which runs in Node on the .ts file),
// so the fingerprint the compiler step writes and the one the app computes strip the same bytes.

/** Runtime code without solc's CBOR metadata (the last two bytes give its length); unchanged if the tail is not metadata. */
export function stripMetadata(code: string): string {
  const body = code.slice(2);
  if (body.length < 4) return code;
  const cborBytes = Number.parseInt(body.slice(-4), 16);
  const keep = body.length - (cborBytes + 2) * 2;
  // a0–bf opens a CBOR map: without it the tail is not metadata and nothing is stripped.
  if (keep < 0 || !/^[ab][0-9a-f]$/i.test(body.slice(keep, keep + 2))) return code;
  return `0x${body.slice(0, keep)}`;
}

/**
 * Canonical JSON (RFC 8785 style): object keys sorted by UTF-16 code units, no whitespace,
 * numbers and strings as JSON.stringify writes them. Equal data gives equal text, whatever the
 * key order it was built or parsed with, so a checksum over it survives a JSON round trip.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`Not representable in JSON: ${typeof value}`);
    return text;
  }
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex (WebCrypto; browsers and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The checksum of checksum version 1 (content only): `sha256-<hex of canonical JSON>`; read-only now. */
export async function contentChecksum(content: unknown): Promise<string> {
  return `sha256-${await sha256Hex(canonicalJson(content))}`;
}

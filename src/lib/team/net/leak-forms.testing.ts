// Tests only: the forms a record's text could leak in, for scanning what reached the IPFS endpoint
// (the Node transport test and the browser scenarios both scan with it).

/** Every form a typed string could take in a block: UTF-8, UTF-16 both ways, hex, base64 and base64url at each alignment. */
export function leakForms(secret: string): Buffer[] {
  const utf8 = Buffer.from(secret, 'utf8');
  const out = [utf8, Buffer.from(secret, 'utf16le'), Buffer.from(secret, 'utf16le').swap16()];
  out.push(Buffer.from(utf8.toString('hex')));
  for (const shift of [0, 1, 2]) {
    // The string's base64 at each alignment, less the characters its neighbours would change.
    for (const alphabet of ['base64', 'base64url'] as const) {
      const encoded = Buffer.concat([Buffer.alloc(shift), utf8])
        .toString(alphabet)
        .replace(/=+$/, '');
      out.push(Buffer.from(encoded.slice(shift ? 4 : 0, -4)));
    }
  }
  return out;
}

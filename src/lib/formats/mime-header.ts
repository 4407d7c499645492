// Header text for .eml files: RFC 2047 encoded-words for non-ASCII text (split between whole UTF-8
// characters), RFC 2231 parameters for non-ASCII file names, and folding at 78 columns.

/** A mail address with an optional display name. */
export interface Mailbox {
  readonly name?: string;
  readonly address: string;
}

const CRLF = '\r\n';
const MAX_LINE = 78;
// 42 bytes make 56 base64 characters: a 68-character encoded-word (≤ 75), which still fits on the
// first line after "Subject: ".
const WORD_BYTES = 42;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Bytes as base64 (no line breaks). */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Text as RFC 2047 "B" encoded-words of at most 42 UTF-8 bytes each, never splitting a character;
 * words break after a space where they can (a space inside the word before), so a reader that
 * wrongly puts a space between adjacent encoded-words only doubles an existing one.
 */
export function encodedWords(text: string): string[] {
  const words: string[] = [];
  let current: number[] = [];
  const flush = () => {
    if (current.length) words.push(`=?UTF-8?B?${encodeBase64(Uint8Array.from(current))}?=`);
    current = [];
  };
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) {
    const bytes = utf8(token);
    if (current.length + bytes.length > WORD_BYTES) flush();
    if (bytes.length <= WORD_BYTES) current.push(...bytes);
    else
      for (const char of token) {
        const charBytes = utf8(char);
        if (current.length + charBytes.length > WORD_BYTES) flush();
        current.push(...charBytes);
      }
  }
  flush();
  return words;
}

/** Plain ASCII that can stand in a header as it is (no encoded-word look-alike, no overlong word). */
const plainAscii = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) && !text.includes('=?') && text.split(' ').every((t) => t.length <= 70);

/** Joins tokens after `Name:`, folding (CRLF before a space) so no line passes 78 characters. */
function fold(name: string, tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = `${name}:`;
  for (const token of tokens) {
    if (line.length + 1 + token.length > MAX_LINE && line.trim() !== '') {
      lines.push(line);
      line = ` ${token}`;
    } else line += ` ${token}`;
  }
  lines.push(line);
  return lines.join(CRLF);
}

/** An unstructured header (Subject): as it is when plain ASCII, else encoded-words; folded. */
export function headerWords(name: string, text: string): string {
  const value = text.replace(/[\r\n]+/g, ' ').trim();
  return fold(name, plainAscii(value) ? value.split(' ') : encodedWords(value));
}

/** A display name as tokens: a quoted string when short plain ASCII, else encoded-words. */
function phrase(name: string): string[] {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return [];
  if (plainAscii(clean) && clean.length <= 60) return [`"${clean.replace(/(["\\])/g, '\\$1')}"`];
  return encodedWords(clean);
}

/** An address header (From, To): display names encoded as needed, folded between words. */
export function mailboxHeader(name: string, mailboxes: readonly Mailbox[]): string {
  const tokens = mailboxes.flatMap((box, index) => {
    const words = [...phrase(box.name ?? ''), `<${box.address}>`];
    if (index < mailboxes.length - 1) words[words.length - 1] += ',';
    return words;
  });
  return fold(name, tokens);
}

const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/**
 * A MIME parameter, starting with its folding (`;` goes before it): `name="value"` for short plain
 * ASCII, else RFC 2231 `name*0*=utf-8''…` continuations of at most 60 characters, never splitting a %XX.
 */
export function parameter(name: string, value: string): string {
  if (/^[\x20-\x7e]*$/.test(value) && !/["\\]/.test(value) && value.length <= 60) return `${CRLF} ${name}="${value}"`;
  const pieces = [...utf8(value)].map((byte) => {
    const char = String.fromCharCode(byte);
    return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  });
  const chunks: string[] = [];
  let chunk = "utf-8''";
  for (const piece of pieces) {
    if (chunk.length + piece.length > 60) {
      chunks.push(chunk);
      chunk = '';
    }
    chunk += piece;
  }
  chunks.push(chunk);
  if (chunks.length === 1) return `${CRLF} ${name}*=${chunk}`;
  return chunks.map((c, i) => `${CRLF} ${name}*${i}*=${c}${i < chunks.length - 1 ? ';' : ''}`).join('');
}

// An RFC 5322 + MIME message (.eml) the user's own mail app opens and sends: CRLF lines, headers
// folded at 78 columns, non-ASCII header text as RFC 2047 encoded-words (each ≤ 75 characters,
// split between whole UTF-8 characters), bodies and attachments base64 at 76 columns, a text part
// and an HTML part built from it (escaped: records never become markup).
import { encodeBase64, headerWords, mailboxHeader, parameter, type Mailbox } from './mime-header';

export type { Mailbox } from './mime-header';

export interface EmlAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export interface EmlMessage {
  readonly from: Mailbox;
  readonly to: readonly Mailbox[];
  readonly subject: string;
  /** The plain text body; the HTML part is this text, escaped, with its links made clickable. */
  readonly text: string;
  readonly date: Date;
  /** The unique part of the Message-ID (left of the @). */
  readonly id: string;
  readonly attachments?: readonly EmlAttachment[];
  /** Marks the message a draft (`X-Unsent: 1`): mail apps that know it open it ready to send. */
  readonly unsent?: boolean;
  /** Multipart boundaries are derived from it, so a test's message is reproducible. */
  readonly boundarySeed?: string;
}

const CRLF = '\r\n';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An RFC 5322 date-time in UTC ("Fri, 27 Nov 2026 04:13:02 +0000"). */
export function rfc5322Date(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** Text as base64 lines of 76 characters (RFC 2045). */
function base64Lines(bytes: Uint8Array): string {
  return (encodeBase64(bytes).match(/.{1,76}/g) ?? []).join(CRLF);
}

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The HTML part: the escaped text, paragraphs by blank lines, http(s) links clickable. */
export function htmlOfText(text: string): string {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).map((p) =>
    escapeHtml(p)
      .replace(/https?:\/\/(?:(?!&lt;|&gt;|&quot;|&#39;)[^\s<>"'])+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\r?\n/g, '<br>\n'),
  );
  return `<!doctype html>\n<html><head><meta charset="utf-8"></head><body>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}\n</body></html>\n`;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const normaliseNewlines = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);

function textPart(type: 'plain' | 'html', text: string): string {
  return [
    `Content-Type: text/${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(utf8(normaliseNewlines(text))),
  ].join(CRLF);
}

function attachmentPart(attachment: EmlAttachment): string {
  return [
    `Content-Type: ${attachment.contentType};${parameter('name', attachment.filename)}`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment;${parameter('filename', attachment.filename)}`,
    '',
    base64Lines(attachment.content),
  ].join(CRLF);
}

function multipart(subtype: string, boundary: string, parts: readonly string[]): string {
  return [
    `Content-Type: multipart/${subtype};${CRLF} boundary="${boundary}"`,
    '',
    ...parts.map((part) => `--${boundary}${CRLF}${part}`),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

/** The domain of an address, for the Message-ID ("localhost" when it has none). */
const domainOf = (address: string) => address.split('@')[1] || 'localhost';

/** Builds the whole message, CRLF line ends, every line ≤ 78 characters. */
export function buildEml(message: EmlMessage): string {
  const seed = (message.boundarySeed ?? message.id).replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
  const alternative = multipart('alternative', `alt-${seed}`, [
    textPart('plain', message.text),
    textPart('html', htmlOfText(message.text)),
  ]);
  const attachments = message.attachments ?? [];
  const body = attachments.length
    ? multipart('mixed', `mixed-${seed}`, [alternative, ...attachments.map(attachmentPart)])
    : alternative;
  const headers = [
    mailboxHeader('From', [message.from]),
    mailboxHeader('To', message.to),
    headerWords('Subject', message.subject),
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: <${message.id}@${domainOf(message.from.address)}>`,
    ...(message.unsent ? ['X-Unsent: 1'] : []),
    'MIME-Version: 1.0',
  ];
  return `${headers.join(CRLF)}${CRLF}${body}`;
}

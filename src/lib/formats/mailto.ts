// mailto: links (RFC 6068). Mail apps and browsers cut long links at different lengths (some near
// 2,000 characters), so a link longer than MAILTO_MAX_LENGTH is refused and the page offers the .eml.

/** The longest mailto: link we hand to the browser (a widely quoted safe length). */
export const MAILTO_MAX_LENGTH = 2000;

export type MailtoLink =
  | { readonly ok: true; readonly href: string }
  | { readonly ok: false; readonly length: number; readonly limit: number };

// RFC 6068: percent-encode everything outside unreserved characters, line breaks as %0D%0A.
const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));

/** A mailto: link with subject and body, or its length when it is too long to be trusted. */
export function mailtoLink(to: readonly string[], subject: string, body: string): MailtoLink {
  const href = `mailto:${to.map((address) => encodeURIComponent(address).replace(/%40/g, '@')).join(',')}?subject=${encode(subject)}&body=${encode(body)}`;
  return href.length <= MAILTO_MAX_LENGTH
    ? { ok: true, href }
    : { ok: false, length: href.length, limit: MAILTO_MAX_LENGTH };
}

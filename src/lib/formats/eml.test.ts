import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildEml, htmlOfText, rfc5322Date, type EmlMessage } from './eml';
import { encodedWords } from './mime-header';
import { MAILTO_MAX_LENGTH, mailtoLink } from './mailto';

const pdf = new TextEncoder().encode('%PDF-1.4 '.repeat(40));
const message: EmlMessage = {
  from: { name: 'Société Générale d’Études — Zürich', address: 'billing@example.com' },
  to: [
    { name: 'Jürgen Müller-Lüdenscheidt 日本語のお客様 with a rather long name', address: 'jm@example.org' },
    { name: 'Plain "Quoted" Name', address: 'plain@example.org' },
  ],
  subject: 'Rechnung INV-0007 über 1.250,00 USDC — fällig am 2026-12-01 🧾 bitte bezahlen Sie pünktlich',
  text: 'Hello <b>Jürgen</b> & co,\n\nPay here: https://example.com/pay#x=1&y=2\nThanks.',
  date: new Date('2026-11-27T04:13:02Z'),
  id: 'msg-1',
  attachments: [
    { filename: 'INV-0007.pdf', contentType: 'application/pdf', content: pdf },
    {
      filename: 'Facture n° 7 — reçu détaillé pour la société Générale, novembre 2026.pdf',
      contentType: 'application/pdf',
      content: pdf,
    },
  ],
};

describe('buildEml', () => {
  const eml = buildEml(message);
  it('uses CRLF only and keeps every line within 78 characters', () => {
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
  });
  it('encodes non-ASCII headers as encoded-words of at most 75 characters, whole characters each', () => {
    const words = eml.match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? [];
    expect(words.length).toBeGreaterThan(4);
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      const bytes = Buffer.from(word.slice(10, -2), 'base64');
      // Each word decodes on its own: no character is cut between two words.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBeTruthy();
    }
    expect(encodedWords('🧾'.repeat(30)).map((w) => Buffer.from(w.slice(10, -2), 'base64').toString())).toEqual(
      expect.arrayContaining(['🧾'.repeat(10)]),
    );
  });
  it('has the Date and Message-ID headers', () => {
    expect(eml).toContain('\r\nDate: Fri, 27 Nov 2026 04:13:02 +0000\r\n');
    expect(eml).toContain('\r\nMessage-ID: <msg-1@example.com>\r\n');
    expect(rfc5322Date(new Date('2026-01-05T09:08:07Z'))).toBe('Mon, 05 Jan 2026 09:08:07 +0000');
  });
  it('escapes the text in the HTML part', () => {
    const html = htmlOfText('<script>alert(1)</script> "x" https://e.com/a?b=1&c=<2>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://e.com/a?b=1&amp;c=">https://e.com/a?b=1&amp;c=</a>&lt;2&gt;');
  });
  it('is read back field for field by an independent parser (Python’s email package)', () => {
    const script = `
import sys, json, email
from email import policy
m = email.message_from_bytes(sys.stdin.buffer.read(), policy=policy.default)
body = m.get_body(('plain',))
html = m.get_body(('html',))
atts = [{'name': a.get_filename(), 'type': a.get_content_type(), 'size': len(a.get_content())} for a in m.iter_attachments()]
print(json.dumps({'from': str(m['from']), 'to': [a.display_name + '|' + a.addr_spec for a in m['to'].addresses],
  'subject': str(m['subject']), 'date': m['date'].datetime.isoformat(), 'id': m['message-id'],
  'type': m.get_content_type(), 'text': body.get_content(), 'html': html.get_content(), 'atts': atts,
  'defects': [str(d) for p in m.walk() for d in p.defects]}))
`;
    const out = JSON.parse(execFileSync('python3', ['-c', script], { input: Buffer.from(eml) }).toString());
    expect(out.defects).toEqual([]);
    expect(out.type).toBe('multipart/mixed');
    // Python's address parser puts a space between adjacent encoded-words (RFC 2047 §6.2 says to
    // ignore that whitespace), so names are compared with runs of spaces collapsed.
    const collapse = (text: string) => text.replace(/ +/g, ' ');
    expect(collapse(out.from)).toBe('Société Générale d’Études — Zürich <billing@example.com>');
    expect(out.to.map(collapse)).toEqual([
      'Jürgen Müller-Lüdenscheidt 日本語のお客様 with a rather long name|jm@example.org',
      'Plain "Quoted" Name|plain@example.org',
    ]);
    expect(out.subject).toBe(message.subject);
    expect(out.date).toBe('2026-11-27T04:13:02+00:00');
    expect(out.id).toBe('<msg-1@example.com>');
    expect(out.text).toBe(message.text.replace(/\n/g, '\r\n'));
    expect(out.html).toContain('Hello &lt;b&gt;Jürgen&lt;/b&gt; &amp; co,');
    expect(out.atts).toEqual(
      message.attachments?.map((a) => ({ name: a.filename, type: a.contentType, size: a.content.length })),
    );
  });
});

describe('mailtoLink', () => {
  it('encodes the subject and body (line breaks as %0D%0A)', () => {
    const link = mailtoLink(['a@example.com'], 'Hello & bye', 'Line 1\nLine 2 ü');
    expect(link).toEqual({
      ok: true,
      href: 'mailto:a@example.com?subject=Hello%20%26%20bye&body=Line%201%0D%0ALine%202%20%C3%BC',
    });
  });
  it('refuses a link longer than the limit, with its length', () => {
    const link = mailtoLink(['a@example.com'], 's', 'x'.repeat(MAILTO_MAX_LENGTH));
    expect(link.ok).toBe(false);
    if (!link.ok) expect(link.length).toBeGreaterThan(MAILTO_MAX_LENGTH);
  });
});

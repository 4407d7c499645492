// Mail messages for tests, written by Python's `email` package (an independent writer): a text part
// and the given attachments, base64-encoded in a multipart/mixed message.
import { execFileSync } from 'node:child_process';

export interface TestAttachment {
  readonly name: string;
  /** MIME type, `maintype/subtype`. */
  readonly type: string;
  readonly content: Uint8Array;
}

const SCRIPT = `
import json, sys
from email.message import EmailMessage
from email.policy import SMTP
spec = json.load(sys.stdin)
m = EmailMessage(policy=SMTP)
m['From'] = spec['from']
m['To'] = 'bills@ledgerline.example'
m['Subject'] = spec['subject']
m['Date'] = 'Mon, 01 Jul 2013 09:30:00 +0200'
m.set_content(spec['text'])
for a in spec['attachments']:
    main, sub = a['type'].split('/')
    m.add_attachment(bytes.fromhex(a['hex']), maintype=main, subtype=sub, filename=a['name'])
sys.stdout.buffer.write(m.as_bytes())
`;

/** An .eml from `from` with a text body and the attachments. */
export function pythonEml(attachments: readonly TestAttachment[], subject = 'Invoice TOSL108'): Uint8Array {
  const spec = {
    from: 'Antonio Salesmacher <antonio@salescompany.no>',
    subject,
    text: 'Please find our invoice attached.',
    attachments: attachments.map((a) => ({ name: a.name, type: a.type, hex: Buffer.from(a.content).toString('hex') })),
  };
  return new Uint8Array(execFileSync('python3', ['-c', SCRIPT], { input: JSON.stringify(spec), maxBuffer: 64 << 20 }));
}

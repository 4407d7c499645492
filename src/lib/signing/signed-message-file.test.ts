import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { parseSignedMessageFile, signedMessageFileText } from './signed-message-file';
import { sampleTypedData } from './typed-data';

const alice = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const base = { signer: alice.address, chainId: null, signedAt: '2026-11-27T10:00:00.000Z' };

describe('signed-message files', () => {
  it('round-trips a message and typed data', async () => {
    const signature = await alice.signMessage('Hello');
    const read = parseSignedMessageFile(
      signedMessageFileText({ ...base, kind: 'message', content: 'Hello', signature }),
    );
    expect(read).toMatchObject({ ok: true, subject: { kind: 'message', message: 'Hello' } });
    const content = sampleTypedData(1, alice.address);
    const typed = parseSignedMessageFile(signedMessageFileText({ ...base, kind: 'typed', content, signature }));
    expect(typed).toMatchObject({ ok: true, subject: { kind: 'typed' } });
  });

  it('refuses what is not one: not JSON, another format, a bad signer, broken typed data', () => {
    expect(parseSignedMessageFile('{')).toMatchObject({ ok: false });
    expect(parseSignedMessageFile(JSON.stringify({ format: 'x' }))).toMatchObject({ ok: false });
    const good = JSON.parse(signedMessageFileText({ ...base, kind: 'message', content: 'Hi', signature: '0x12' }));
    expect(parseSignedMessageFile(JSON.stringify({ ...good, signer: '0x1234' }))).toMatchObject({ ok: false });
    const broken = { ...good, kind: 'typed', content: '{"domain":{}}' };
    expect(parseSignedMessageFile(JSON.stringify(broken))).toMatchObject({ ok: false });
  });
});

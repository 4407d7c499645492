// fast-check arbitraries of the Communications records (notes, calls and meetings, signed messages,
// read marks), beside workspace-arbitraries.testing.ts. Never imported by app code.
import { hexlify } from 'ethers';
import fc from 'fast-check';
import { ACTIVITY_KINDS, MENTION_KINDS } from './entities/comms';
import { text, requiredText, isoDate, address, chainId, day, valid } from './arbitrary-parts.testing';

export const commsNote = fc
  .record({
    id: fc.uuid(),
    author: address,
    body: requiredText(4000),
    mentions: fc.array(fc.record({ kind: fc.constantFrom(...MENTION_KINDS), id: fc.uuid(), label: text(200) }), {
      maxLength: 3,
    }),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('commsNotes'));

export const commsActivity = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom(...ACTIVITY_KINDS),
    counterpartyId: fc.uuid(),
    date: day,
    time: fc.constantFrom('', '09:30', '23:59'),
    subject: requiredText(200),
    participants: fc.array(fc.uuid(), { maxLength: 3 }),
    others: text(500),
    outcome: text(4000),
    loggedBy: address,
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('commsActivities'));

export const signedMessage = fc
  .record({
    id: fc.uuid(),
    counterpartyId: fc.option(fc.uuid(), { nil: null }),
    title: requiredText(200),
    kind: fc.constantFrom('message' as const, 'typed' as const),
    content: requiredText(2000),
    signer: address,
    signature: fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => hexlify(bytes)),
    chainId: fc.option(chainId, { nil: null }),
    origin: fc.constantFrom('signed' as const, 'imported' as const),
    verifiedVia: fc.constantFrom('key' as const, 'contract' as const),
    signedAt: isoDate,
    createdAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('signedMessages'));

export const commsReadMark = fc
  .record({ wallet: address, noteId: fc.uuid(), readAt: isoDate })
  .map((mark) => ({ ...mark, id: `${mark.wallet.toLowerCase()}:${mark.noteId}` }))
  .map(valid('commsReadMarks'));

import { describe, expect, it } from 'vitest';
import { readMarkId, type CommsNote } from '@/lib/db/entities/comms';
import { sampleCounterparty } from '@/lib/db/search-samples.testing';
import { activityFromDraft, emptyActivityDraft } from './activity-form';
import { feedEntries, mentionLink, mentionOptions } from './feed';
import { addMention, EMPTY_NOTE_DRAFT, noteFromDraft } from './note-form';

const ADA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const note = (id: string, author: string, createdAt: string): CommsNote => ({
  id,
  author,
  body: id,
  mentions: [],
  createdAt,
  updatedAt: createdAt,
  revision: 1,
});

describe('the feed', () => {
  const notes = [
    note('old', BOB, '2026-01-01T00:00:00.000Z'),
    note('new', BOB, '2026-01-02T00:00:00.000Z'),
    note('mine', ADA, '2026-01-03T00:00:00.000Z'),
  ];

  it('lists newest first, unread per wallet: read marks of one member leave another unread', () => {
    const marks = [{ id: readMarkId(ADA, 'old'), wallet: ADA, noteId: 'old', readAt: '2026-01-05T00:00:00.000Z' }];
    expect(feedEntries(notes, marks, ADA).map((e) => [e.note.id, e.unread])).toEqual([
      ['mine', false],
      ['new', true],
      ['old', false],
    ]);
    expect(feedEntries(notes, marks, BOB).map((e) => e.unread)).toEqual([true, false, false]);
  });

  it('offers every record to mention, each linked to its page', () => {
    const options = mentionOptions({
      counterparties: [sampleCounterparty({ id: 'acme', name: 'Acme' })],
      invoices: [],
      bills: [],
      documents: [],
    });
    expect(options.map((o) => o.label)).toEqual(['Client Acme']);
    expect(mentionLink(options[0]!.mention).path).toBe('/platform/communications?tab=timeline&counterparty=acme');
  });
});

describe('the forms', () => {
  it('refuses an empty note and keeps a mention once', () => {
    expect(noteFromDraft(EMPTY_NOTE_DRAFT, ADA, '2026-01-01T00:00:00.000Z', 'n')).toMatchObject({
      ok: false,
      errors: { body: 'Write the note' },
    });
    const mention = { kind: 'bill' as const, id: 'b', label: 'Bill' };
    expect(addMention(addMention(EMPTY_NOTE_DRAFT, mention), mention).mentions).toHaveLength(1);
  });

  it('logs a call only with a counterparty, a day and a subject', () => {
    const draft = emptyActivityDraft('call', '', '2026-01-01');
    expect(activityFromDraft(draft, ADA, '2026-01-01T00:00:00.000Z', 'a')).toMatchObject({
      ok: false,
      errors: { counterpartyId: 'Choose a client or vendor', subject: 'Enter a subject' },
    });
    const filled = { ...draft, counterpartyId: 'acme', subject: 'Terms', time: '09:15' };
    expect(activityFromDraft(filled, ADA, '2026-01-01T00:00:00.000Z', 'a')).toMatchObject({ ok: true });
  });
});

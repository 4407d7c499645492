import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RecordValidationError } from './records';
import { StaleRevisionError } from './revision-save';
import { WorkspaceBlockedError, WorkspaceOutdatedError, describeStorageError } from './storage-errors';

const domError = (name: string) => new DOMException('browser says no', name);

describe('describeStorageError', () => {
  it('reports a full disk, plain or wrapped by Dexie', () => {
    const plain = describeStorageError(domError('QuotaExceededError'));
    expect(plain.title).toBe('Storage is full');
    expect(plain.message).toMatch(/nothing was saved/i);
    const wrapped = new Dexie.AbortError('Transaction aborted', domError('QuotaExceededError'));
    expect(wrapped.name).toBe('AbortError');
    expect(describeStorageError(wrapped).title).toBe('Storage is full');
    const bulk = Object.assign(new Error('bulk'), { name: 'BulkError', failures: [domError('QuotaExceededError')] });
    expect(describeStorageError(bulk).title).toBe('Storage is full');
    expect(describeStorageError(new Dexie.QuotaExceededError('full')).title).toBe('Storage is full');
  });
  it('asks to close other tabs when our upgrade is blocked', () => {
    const text = describeStorageError(new WorkspaceBlockedError());
    expect(text.title).toBe('Close other Ledgerline tabs');
    expect(text.message).toMatch(/close the other tabs/i);
  });
  it('asks to reload when another tab changed the database', () => {
    for (const err of [
      new WorkspaceOutdatedError(),
      new Dexie.VersionChangeError('x'),
      new Dexie.DatabaseClosedError('closed'),
      // Opening fails because another tab already upgraded the database past our version.
      new Dexie.DatabaseClosedError(new Dexie.OpenFailedError('open failed', domError('VersionError'))),
    ]) {
      expect(describeStorageError(err).title).toBe('Reload this tab');
    }
  });
  it('explains private mode and missing IndexedDB', () => {
    for (const err of [
      new Dexie.MissingAPIError('IndexedDB API missing'),
      new Dexie.OpenFailedError('open failed', domError('InvalidStateError')),
      domError('SecurityError'),
      // What a query reports when the database could not be opened for lack of IndexedDB.
      new Dexie.DatabaseClosedError(new Dexie.MissingAPIError('IndexedDB API missing')),
    ]) {
      const text = describeStorageError(err);
      expect(text.title).toBe('Browser storage is unavailable');
      expect(text.message).toMatch(/private window/);
    }
  });
  it('names the field of a refused record', () => {
    const issues =
      z.object({ email: z.email('Enter a valid email address') }).safeParse({ email: 'x' }).error?.issues ?? [];
    const text = describeStorageError(new RecordValidationError('teamMembers', issues));
    expect(text.title).toBe('Not saved: invalid data');
    expect(text.message).toContain('email: Enter a valid email address');
  });
  it('falls back to the browser message for anything else', () => {
    expect(describeStorageError(new Error('boom'))).toEqual({
      title: 'Storage error',
      message: 'The browser’s storage reported an error (boom). Nothing was changed; try again.',
    });
    expect(describeStorageError('weird').title).toBe('Storage error');
    expect(describeStorageError(domError('ConstraintError')).title).toBe('Not saved: already exists');
  });
  it('says a removal was refused because the record changed in another tab', () => {
    expect(describeStorageError(new StaleRevisionError('teamMembers', 'id', 1, null)).title).toBe(
      'Changed in another tab',
    );
  });
});

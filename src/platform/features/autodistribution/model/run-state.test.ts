import { describe, expect, it } from 'vitest';
import { initialBatches, nextStep, paidCount, reconcileBatch, type BatchState } from './run-state';

const HASH = `0x${'ab'.repeat(32)}`;
const base: BatchState = { index: 0, start: 0, end: 200, status: 'sent', hash: HASH, nonce: 7, blockNumber: null };
const seen = { receiptStatus: null, blockNumber: null, known: false, minedNonce: 7 } as const;

describe('reconcileBatch', () => {
  it('marks a batch with a successful receipt mined (never sent again)', () => {
    const next = reconcileBatch(base, { ...seen, receiptStatus: 1, blockNumber: 12, minedNonce: 8 });
    expect(next).toMatchObject({ status: 'mined', blockNumber: 12 });
    expect(nextStep([next]).kind).toBe('done');
  });

  it('a reverted batch paid nobody and may be sent again', () => {
    const next = reconcileBatch(base, { ...seen, receiptStatus: 0, blockNumber: 12, minedNonce: 8 });
    expect(next.status).toBe('reverted');
    expect(nextStep([next]).kind).toBe('send');
  });

  it('waits for a batch the node still holds', () => {
    expect(nextStep([reconcileBatch(base, { ...seen, known: true })]).kind).toBe('wait');
  });

  it('an unknown attempt whose nonce is free is re-sent with that nonce (so only one can be mined)', () => {
    expect(reconcileBatch(base, seen)).toMatchObject({ status: 'waiting', hash: null, nonce: 7 });
  });

  it('an unknown attempt whose nonce was used by another transaction can never be mined: send afresh', () => {
    expect(reconcileBatch(base, { ...seen, minedNonce: 8 })).toMatchObject({
      status: 'waiting',
      hash: null,
      nonce: null,
    });
  });

  it('a signing attempt without a hash whose nonce was used is left to the user to check', () => {
    const signing: BatchState = { ...base, status: 'signing', hash: null };
    const next = reconcileBatch(signing, { ...seen, minedNonce: 8 });
    expect(next.status).toBe('unknown');
    expect(nextStep([next]).kind).toBe('check');
    expect(reconcileBatch(signing, seen)).toMatchObject({ status: 'waiting', nonce: 7 });
  });
});

describe('nextStep', () => {
  it('runs batches in order and counts only mined recipients as paid', () => {
    const [first, second] = initialBatches([
      { index: 0, start: 0, end: 200 },
      { index: 1, start: 200, end: 250 },
    ]) as [BatchState, BatchState];
    expect(nextStep([first, second])).toEqual({ kind: 'send', batch: first });
    const mined = { ...first, status: 'mined' as const, hash: HASH };
    expect(nextStep([mined, second])).toEqual({ kind: 'send', batch: second });
    expect(paidCount([mined, second])).toBe(200);
  });
});

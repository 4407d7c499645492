import { describe, expect, it } from 'vitest';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { paysText } from './safe-proposal-card';

const run = (batches?: number[]) =>
  ({
    kind: 'run',
    bills: [],
    pays: { kind: 'run', runId: 'payroll-11', ...(batches ? { batches } : {}) },
  }) as unknown as SafeProposalRecord;

describe('paysText of a run', () => {
  it('names the batches a part of a split run pays, and a whole run as every batch', () => {
    expect(paysText(run(), new Map())).toBe('Auto Distribution run payroll-11: every batch through the Distributor.');
    expect(paysText(run([0, 1]), new Map())).toBe(
      'Auto Distribution run payroll-11: batches 1, 2 through the Distributor (the run is split across Safe transactions, executed in nonce order).',
    );
    expect(paysText(run([2]), new Map())).toMatch(/^Auto Distribution run payroll-11: batch 3 through/);
  });
});

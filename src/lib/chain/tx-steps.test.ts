import { describe, expect, it } from 'vitest';
import { txStepHash, txStepInWords } from './tx-steps';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('txStepInWords', () => {
  it('says every phase of one transaction in the same words on every page', () => {
    const label = 'the Registry deployment';
    expect(txStepInWords(label, { phase: 'queued' })).toBe('Waiting its turn');
    expect(txStepInWords(label, { phase: 'verifying', address: ADDRESS })).toBe(`Checking the code at ${ADDRESS}…`);
    expect(txStepInWords(label, { phase: 'skipped', address: ADDRESS })).toBe(
      `Already deployed at ${ADDRESS} (code checked): skipped`,
    );
    expect(txStepInWords(label, { phase: 'pending', hash: HASH })).toBe(
      'Pending: waiting for the Registry deployment to be mined…',
    );
    expect(txStepInWords(label, { phase: 'mined', hash: HASH, blockNumber: 7 })).toBe(
      'Mined in block 7; checking the code at the new address…',
    );
    expect(txStepInWords(label, { phase: 'failed', message: 'No.', hash: null })).toBe('No.');
    expect(txStepInWords(label, { phase: 'stopped' })).toBe('Not started');
  });

  it('gives the hash of a step that has one', () => {
    expect(txStepHash({ phase: 'done', hash: HASH, blockNumber: 1 })).toBe(HASH);
    expect(txStepHash({ phase: 'signing' })).toBeNull();
  });
});

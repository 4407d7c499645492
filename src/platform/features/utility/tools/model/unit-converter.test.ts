import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONVERTER,
  typeAmount,
  typeDecimals,
  CONVERTER_MESSAGES,
  type ConverterState,
  type UnitKey,
} from './unit-converter';

const typeAll = (steps: [UnitKey | 'decimals', string][]): ConverterState =>
  steps.reduce(
    (state, [field, text]) => (field === 'decimals' ? typeDecimals(state, text) : typeAmount(state, field, text)),
    EMPTY_CONVERTER,
  );

describe('unit converter', () => {
  it('converts ether to every unit exactly', () => {
    const state = typeAll([['ether', '1.5']]);
    expect(state.texts).toEqual({
      wei: '1500000000000000000',
      gwei: '1500000000',
      ether: '1.5',
      custom: '1500000000000',
    });
    expect(state.wei).toBe('1500000000000000000');
    expect(state.error).toBeNull();
  });

  it('keeps every digit of amounts far beyond a float', () => {
    const wei = '123456789012345678901234567890123456789';
    const state = typeAll([['wei', wei]]);
    expect(state.texts.ether).toBe('123456789012345678901.234567890123456789');
    expect(typeAmount(state, 'ether', state.texts.ether).wei).toBe(wei);
  });

  it('keeps the typed text as typed (grouping, trailing zeros) and derives the others', () => {
    const state = typeAll([['gwei', '1,000.500']]);
    expect(state.texts.gwei).toBe('1,000.500');
    expect(state.texts.wei).toBe('1000500000000');
    expect(state.texts.ether).toBe('0.0000010005');
  });

  it('explains too many decimals and keeps the last good amount in the other fields', () => {
    const good = typeAll([['ether', '2']]);
    const bad = typeAmount(good, 'gwei', '1.0000000001');
    expect(bad.texts.gwei).toBe('1.0000000001');
    expect(bad.texts.ether).toBe('2');
    expect(bad.wei).toBe('2000000000000000000');
    expect(bad.error).toEqual({ field: 'gwei', message: 'Gwei has 9 decimals: use at most 9 digits after the point' });
    expect(typeAmount(good, 'wei', '1.5').error?.message).toBe('Wei has no decimals: enter a whole number');
  });

  it('explains what is not a number', () => {
    expect(typeAll([['ether', '1e18']]).error).toEqual({
      field: 'ether',
      message: '"e" is not allowed in an amount: use digits and one decimal point',
    });
    expect(typeAll([['ether', '1.2.3']]).error?.message).toBe('Use only one decimal point (".")');
    expect(typeAll([['ether', '-1']]).error?.message).toBe('The amount cannot be negative');
  });

  it('clears every field when one is emptied', () => {
    const state = typeAll([
      ['ether', '3'],
      ['gwei', ''],
    ]);
    expect(state.texts).toEqual({ wei: '', gwei: '', ether: '', custom: '' });
    expect(state.wei).toBe('');
  });

  it('handles any decimals from 0 to 77', () => {
    const state = typeAll([
      ['decimals', '77'],
      ['custom', `0.${'0'.repeat(76)}1`],
    ]);
    expect(state.texts.wei).toBe('1');
    expect(
      typeAll([
        ['decimals', '0'],
        ['custom', '42'],
      ]).texts.wei,
    ).toBe('42');
    expect(typeAll([['decimals', '78']]).error).toEqual({ field: 'decimals', message: CONVERTER_MESSAGES.decimals });
    expect(typeAll([['decimals', '1.5']]).error?.field).toBe('decimals');
    expect(typeAll([['decimals', '']]).error?.field).toBe('decimals');
  });

  it('keeps the amount when the decimals change after a fixed unit was typed', () => {
    const state = typeAll([
      ['ether', '1'],
      ['decimals', '18'],
    ]);
    expect(state.texts.custom).toBe('1');
    expect(typeDecimals(state, '20').texts.custom).toBe('0.01');
    expect(typeDecimals(state, '16').texts.custom).toBe('100');
  });

  it('reads the custom text again when the decimals change after it was typed', () => {
    const state = typeAll([
      ['decimals', '6'],
      ['custom', '1.5'],
      ['decimals', '18'],
    ]);
    expect(state.texts.custom).toBe('1.5');
    expect(state.texts.ether).toBe('1.5');
    const refused = typeAll([
      ['decimals', '2'],
      ['custom', '1.234'],
    ]);
    expect(refused.error?.field).toBe('custom');
    const fixed = typeDecimals(refused, '3');
    expect(fixed.error).toBeNull();
    expect(fixed.texts.wei).toBe('1234');
  });

  it('keeps the typed amount while the decimals are invalid, and recovers', () => {
    const state = typeAll([
      ['decimals', 'x'],
      ['custom', '5'],
    ]);
    expect(state.texts.custom).toBe('5');
    expect(state.error?.field).toBe('decimals');
    expect(typeDecimals(state, '1').texts.wei).toBe('50');
  });
});

import { describe, expect, it } from 'vitest';
import { diffFields, type DiffField } from './field-diff';

interface Draft {
  name: string;
  month: string;
  note: string;
}
const FIELDS: readonly DiffField<Draft>[] = [
  { key: 'name', label: 'Name' },
  {
    key: 'month',
    label: 'Month',
    show: (value) => (value === '1' ? 'January' : value === '4' ? 'April' : String(value)),
  },
  { key: 'note', label: 'Note' },
];

describe('diffFields', () => {
  it('lists only the fields that differ, in order, with labels and shown values', () => {
    const theirs = { name: 'Acme AG', month: '4', note: 'same' };
    const yours = { name: 'Acme GmbH', month: '1', note: 'same' };
    expect(diffFields(theirs, yours, FIELDS)).toEqual([
      { field: 'name', label: 'Name', theirs: 'Acme AG', yours: 'Acme GmbH' },
      { field: 'month', label: 'Month', theirs: 'April', yours: 'January' },
    ]);
  });
  it('finds nothing when both say the same, ignoring surrounding spaces', () => {
    expect(
      diffFields({ name: 'Acme', month: '1', note: '' }, { name: ' Acme  ', month: '1', note: '' }, FIELDS),
    ).toEqual([]);
  });
  it('reports an emptied field as an empty value', () => {
    expect(diffFields({ name: 'Acme', month: '1', note: 'x' }, { name: 'Acme', month: '1', note: '' }, FIELDS)).toEqual(
      [{ field: 'note', label: 'Note', theirs: 'x', yours: '' }],
    );
  });
});

import { describe, expect, it } from 'vitest';
import { billStage, daysOverdue, documentStatus, dueWords, invoiceStage } from './document-status';

describe('one document status for every page', () => {
  const today = '2026-11-29';
  it('reads void, paid, draft, overdue (after the due date) and due (today or later)', () => {
    const at = (stage: 'draft' | 'issued' | 'void', dueDate: string, paid = false) =>
      documentStatus({ stage, dueDate, paid }, today);
    expect(at('void', '2026-01-01')).toBe('void');
    expect(at('issued', '2026-01-01', true)).toBe('paid');
    expect(at('draft', '2026-01-01')).toBe('draft');
    expect(at('issued', '2026-11-28')).toBe('overdue');
    expect(at('issued', today)).toBe('due');
    expect(at('issued', '2026-12-10')).toBe('due');
  });

  it('maps invoice and bill states to stages (a rejected bill is owed no more than a void one)', () => {
    expect([invoiceStage('draft'), invoiceStage('sent'), invoiceStage('void')]).toEqual(['draft', 'issued', 'void']);
    expect(
      (['draft', 'awaiting-approval', 'approved', 'rejected', 'void'] as const).map((state) => billStage(state)),
    ).toEqual(['draft', 'issued', 'issued', 'void', 'void']);
  });

  it('says the due date in the right tense, with the days overdue', () => {
    expect(dueWords('2026-12-01', today)).toBe('is due on 2026-12-01');
    expect(dueWords(today, today)).toBe('is due today (2026-11-29)');
    expect(dueWords('2026-11-28', today)).toBe('was due on 2026-11-28 (1 day overdue)');
    expect(dueWords('2026-10-31', today)).toBe('was due on 2026-10-31 (29 days overdue)');
    expect(dueWords('2026-10-31', today, (d) => `<${d}>`)).toBe('was due on <2026-10-31> (29 days overdue)');
    expect(daysOverdue('2026-12-01', today)).toBe(0);
    expect(daysOverdue('2026-04-06', today)).toBe(237);
  });
});

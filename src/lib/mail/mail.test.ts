import { describe, expect, it } from 'vitest';
import type { MailReminder } from '@/lib/db/entities/mail';
import { billPrefillPath, mailComposePath, readBillPrefill, readCompose } from './compose-url';
import { buildEml } from '@/lib/formats/eml';
import { dueDateIcs } from './due-date-ics';
import { billHints, readIncomingEml } from './read-eml';
import { parseOffsets, reminderDueDate, remindersAround, remindersDue, type ReminderInvoice } from './reminders';
import { invoiceVariables } from './variables';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { addDays } from '@/lib/primitives/days';
import { BUILT_IN_TEMPLATES, fillTemplate, missingVariables } from './templates';

describe('templates', () => {
  it('fills variables and names the ones without a value', () => {
    const body = fillTemplate(BUILT_IN_TEMPLATES.invoice.body, {
      contact: 'Acme',
      number: 'INV-0001',
      amount: '10.00 USDC',
      dueDate: '2026-12-01',
      reference: '0xabc',
      company: 'Ledger Co',
      payLink: '',
    });
    expect(body).toContain('Dear Acme,');
    expect(body).toContain('invoice INV-0001 for 10.00 USDC, due on 2026-12-01');
    expect(missingVariables(body)).toEqual(['payLink', 'companyAddress']);
    expect(missingVariables('Hi {{ contact }} {{nope}} {{contact}}')).toEqual(['contact', 'nope']);
  });
});

const invoice = (id: string, dueDate: string, extra: Partial<ReminderInvoice> = {}): ReminderInvoice => ({
  id,
  number: `INV-${id}`,
  clientId: 'c',
  dueDate,
  state: 'sent',
  paid: false,
  ...extra,
});

describe('remindersDue', () => {
  const own = (id: string, offsets: number[], enabled = true): [string, MailReminder] => [
    id,
    { id, offsets, enabled, updatedAt: '2026-01-01T00:00:00.000Z', revision: 1 },
  ];
  it('gives the default reminders in the range, across month ends, by date', () => {
    const due = remindersDue(
      [invoice('1', '2026-12-03'), invoice('2', '2026-11-30')],
      new Map(),
      [-7, 0, 7],
      '2026-11-26',
      '2026-12-07',
    );
    expect(due.map((d) => [d.number, d.date, d.offset])).toEqual([
      ['INV-1', '2026-11-26', -7],
      ['INV-2', '2026-11-30', 0],
      ['INV-1', '2026-12-03', 0],
      ['INV-2', '2026-12-07', 7],
    ]);
  });
  it('skips paid, draft and void invoices and follows an invoice’s own schedule', () => {
    const invoices = [
      invoice('1', '2026-12-03', { paid: true }),
      invoice('2', '2026-12-03', { state: 'draft' }),
      invoice('3', '2026-12-03', { state: 'void' }),
      invoice('4', '2026-12-03'),
      invoice('5', '2026-12-03'),
    ];
    const schedules = new Map([own('4', [1]), own('5', [0], false)]);
    expect(remindersDue(invoices, schedules, [0], '2026-01-01', '2027-01-01')).toEqual([
      { invoiceId: '4', number: 'INV-4', clientId: 'c', date: '2026-12-04', offset: 1 },
    ]);
  });
  it('reads offsets as typed', () => {
    expect(parseOffsets('7, -7 0')).toEqual([-7, 0, 7]);
    expect(parseOffsets('1, 1')).toBeNull();
    expect(parseOffsets('soon')).toBeNull();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('dueDateIcs', () => {
  it('writes an all-day event on the due date', () => {
    const ics = dueDateIcs({
      uid: 'inv-1@ledgerline',
      summary: 'Invoice INV-1 due',
      description: 'Pay, please',
      date: '2026-12-01',
      stamp: new Date('2026-11-27T04:00:00Z'),
    });
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261201\r\n');
    expect(ics).toContain('DTSTAMP:20261127T040000Z\r\n');
    expect(ics).toContain('SUMMARY:Invoice INV-1 due\r\n');
  });
});

describe('compose and prefill URLs', () => {
  it('round-trip', () => {
    const compose = new URL(mailComposePath('reminder', 'abc'), 'https://x.org').searchParams;
    expect(readCompose(compose)).toEqual({ kind: 'reminder', recordId: 'abc' });
    const bill = new URL(mailComposePath('remittance', 'b1'), 'https://x.org').searchParams;
    expect(readCompose(bill)).toEqual({ kind: 'remittance', recordId: 'b1' });
    expect(readCompose(new URLSearchParams('compose=remittance&invoice=1'))).toBeNull();
    const prefill = new URL(billPrefillPath({ vendorId: 'v', total: '12.50', dueDate: '2026-12-01' }), 'https://x.org');
    expect(readBillPrefill(prefill.searchParams)).toMatchObject({ vendorId: 'v', total: '12.50', billNumber: '' });
    expect(readBillPrefill(new URLSearchParams('tab=bills'))).toBeNull();
  });
});

describe('reading an incoming bill', () => {
  it('finds the number, amount, asset and due date a bill states', () => {
    expect(
      billHints(
        'Invoice INV-2026-042 from Paper Co',
        'Hello,\n\nAmount due: 1,250.50 USDC\nDue date: 15 December 2026\n',
      ),
    ).toEqual({ billNumber: 'INV-2026-042', total: '1250.50', assetSymbol: 'USDC', dueDate: '2026-12-15' });
    expect(billHints('Your bill', 'Total: ETH 0.75, payable by December 3, 2026')).toEqual({
      billNumber: '',
      total: '0.75',
      assetSymbol: 'ETH',
      dueDate: '2026-12-03',
    });
    expect(billHints('Hi', 'nothing here')).toEqual({ billNumber: '', total: '', assetSymbol: '', dueDate: '' });
  });
  it('reads an .eml built here back (postal-mime), attachments as bytes', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 test');
    const eml = buildEml({
      from: { name: 'Papier Müller', address: 'Billing@Paper.example' },
      to: [{ address: 'me@example.com' }],
      subject: 'Bill 77-A',
      text: 'Amount due: 10 USDC',
      date: new Date('2026-11-20T10:00:00Z'),
      id: 'x',
      attachments: [{ filename: 'bill 77.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const mail = await readIncomingEml(new TextEncoder().encode(eml));
    expect(mail).toMatchObject({ from: 'billing@paper.example', fromName: 'Papier Müller', date: '2026-11-20' });
    expect(mail.attachments).toEqual([{ filename: 'bill 77.pdf', type: 'application/pdf', content: pdf }]);
    await expect(readIncomingEml(new TextEncoder().encode('not a message'))).rejects.toThrow(/sender/);
  });
});

const today = '2026-11-29';

describe('reminders due: every open overdue invoice, whatever its age', () => {
  it('keeps the latest reminder of an invoice whose reminders all fell before the 30 days', () => {
    const off: [string, MailReminder] = [
      '5',
      { id: '5', offsets: [0], enabled: false, updatedAt: '2026-01-01T00:00:00.000Z', revision: 1 },
    ];
    const due = remindersAround(
      [
        invoice('4', '2026-04-06'), // 237 days overdue
        invoice('3', '2026-03-01', { paid: true }),
        invoice('5', '2026-03-01'), // reminders switched off
        invoice('6', '2026-03-01', { state: 'draft' }),
        invoice('7', '2026-10-31'), // 29 days overdue: its reminders fall in the window
        invoice('8', '2026-12-10'),
      ],
      new Map([off]),
      [-7, 0, 7],
      today,
    );
    expect(due.map((d) => [d.number, d.date, d.offset])).toEqual([
      ['INV-4', '2026-04-13', 7],
      ['INV-7', '2026-10-31', 0],
      ['INV-7', '2026-11-07', 7],
      ['INV-8', '2026-12-03', -7],
      ['INV-8', '2026-12-10', 0],
      ['INV-8', '2026-12-17', 7],
    ]);
    expect(reminderDueDate(due[0]!)).toBe('2026-04-06');
  });

  it("writes the reminder's subject and body in the right tense", () => {
    const fill = (dueDate: string) => {
      const variables = invoiceVariables({
        today,
        invoice: sampleInvoice({ number: 'INV-0004', dueDate }),
        client: undefined,
        profile: undefined,
        open: 1n,
        payLink: null,
      });
      return [
        fillTemplate(BUILT_IN_TEMPLATES.reminder.subject, variables),
        fillTemplate(BUILT_IN_TEMPLATES.reminder.body, variables),
      ];
    };
    const [lateSubject, lateBody] = fill('2026-10-31');
    expect(lateSubject).toBe('Reminder: invoice INV-0004 was due on 2026-10-31 (29 days overdue)');
    expect(lateBody).toContain('was due on 2026-10-31 (29 days overdue).');
    expect(fill('2026-12-03')[0]).toBe('Reminder: invoice INV-0004 is due on 2026-12-03');
  });
});

// The built-in templates (invoice, payment reminder, receipt, remittance advice) and the variables
// a template may use. The user's own templates are records (mailTemplates); the built-ins live here
// so a new release can improve their wording.
import type { MailKind, MailTemplate } from '@/lib/db/entities/mail';

/** The variables a template can name as `{{name}}`, with what each holds. */
export const MAIL_VARIABLES = {
  company: 'Your company’s legal name (Company page)',
  companyAddress: 'Your company’s address',
  companyTaxId: 'Your company’s tax ID',
  contact: 'The client’s or vendor’s name',
  number: 'The invoice or bill number',
  amount: 'The total with its asset (1,250.00 USDC)',
  open: 'What is still open on the invoice',
  asset: 'The asset’s symbol',
  issueDate: 'The issue date',
  dueDate: 'The due date',
  due: 'The due date in the right tense (“is due on 2026-12-01”, “was due on 2026-10-30 (29 days overdue)”)',
  payLink: 'How to pay the invoice: its short pay-page link once pinned, else the wallet request (an issued invoice)',
  reference: 'The payment reference',
} as const;

export type MailVariable = keyof typeof MAIL_VARIABLES;
export type MailVariables = Partial<Record<MailVariable, string>>;

/** A template as the page uses it: a built-in or one of the user's. */
export type TemplateView = Pick<MailTemplate, 'id' | 'name' | 'kind' | 'subject' | 'body'> & {
  readonly builtIn: boolean;
};

const SIGNATURE = 'Kind regards,\n{{company}}\n{{companyAddress}}';

/** The built-in template of each kind. */
export const BUILT_IN_TEMPLATES: Readonly<Record<MailKind, TemplateView>> = {
  invoice: {
    id: 'builtin-invoice',
    name: 'Invoice',
    kind: 'invoice',
    builtIn: true,
    subject: 'Invoice {{number}} from {{company}}',
    body: `Dear {{contact}},\n\nPlease find attached invoice {{number}} for {{amount}}, due on {{dueDate}}.\n\nPay it through this link, or with this request in a wallet (the attached invoice carries its QR codes):\n{{payLink}}\n\nPayment reference: {{reference}}\n\n${SIGNATURE}`,
  },
  reminder: {
    id: 'builtin-reminder',
    name: 'Payment reminder',
    kind: 'reminder',
    builtIn: true,
    subject: 'Reminder: invoice {{number}} {{due}}',
    body: `Dear {{contact}},\n\nThis is a reminder that invoice {{number}} ({{open}} open of {{amount}}) {{due}}.\n\nPay it through this link, or with this request in a wallet:\n{{payLink}}\n\nPayment reference: {{reference}}\nIf you have already paid, thank you, and please ignore this message.\n\n${SIGNATURE}`,
  },
  receipt: {
    id: 'builtin-receipt',
    name: 'Receipt',
    kind: 'receipt',
    builtIn: true,
    subject: 'Receipt for invoice {{number}}',
    body: `Dear {{contact}},\n\nThank you: we have received your payment of {{amount}} for invoice {{number}} (reference {{reference}}).\n\n${SIGNATURE}`,
  },
  remittance: {
    id: 'builtin-remittance',
    name: 'Remittance advice',
    kind: 'remittance',
    builtIn: true,
    subject: 'Remittance advice: your bill {{number}}',
    body: `Dear {{contact}},\n\nWe have paid your bill {{number}} of {{amount}} (due {{dueDate}}) on chain with the payment reference {{reference}}.\n\n${SIGNATURE}`,
  },
};

/** The record a template of this kind reads. */
export const recordTypeOf = (kind: MailKind): 'invoice' | 'bill' => (kind === 'remittance' ? 'bill' : 'invoice');

/** Built-ins of a kind first, then the user's own of that kind. */
export function templatesFor(kind: MailKind, own: readonly MailTemplate[]): TemplateView[] {
  return [BUILT_IN_TEMPLATES[kind], ...own.filter((t) => t.kind === kind).map((t) => ({ ...t, builtIn: false }))];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Fills `{{name}}` with its value; a variable without a value stays as written, to be named. */
export function fillTemplate(text: string, variables: MailVariables): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = (variables as Record<string, string | undefined>)[name];
    return value && value.trim() ? value : whole;
  });
}

/** The placeholders still in a text (no value, or an unknown name), each once, in order. */
export function missingVariables(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

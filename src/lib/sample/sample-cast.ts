// The people and firms of the sample company (fictional). The Admin uses the company wallet
// (anvil account 0, the dev wallet's); clients, vendors and staff are other anvil test accounts.
import type { SampleMember, SampleParty } from './sample-plan-types';

export const SAMPLE_COMPANY = {
  legalName: 'Larkspur Atelier Ltd',
  registrationNumber: 'LA-2207-118',
  taxId: 'GB 318 4471 09',
  address: '14 Kiln Yard, Bristol BS1 6QH',
  country: 'GB',
  baseCurrency: 'GBP',
} as const;

export const SAMPLE_TEAM: readonly SampleMember[] = [
  { name: 'Maya Lindqvist', email: 'maya@larkspur.example', role: 'Admin', account: 0 },
  { name: 'Tomas Okafor', email: 'tomas@larkspur.example', role: 'Accountant', account: 7 },
  { name: 'Ines Duarte', email: 'ines@larkspur.example', role: 'Viewer', account: 8 },
];

/** Who receives payroll (the two employees; the founder draws no salary). */
export const PAYROLL_ACCOUNTS = [7, 8] as const;

export const SAMPLE_CLIENTS: readonly SampleParty[] = [
  {
    key: 'northwind',
    name: 'Northwind Ceramics',
    legalName: 'Northwind Ceramics GmbH',
    email: 'ap@northwind.example',
    account: 1,
    termsDays: 30,
  },
  {
    key: 'bluefin',
    name: 'Bluefin Outfitters',
    legalName: 'Bluefin Outfitters Inc.',
    email: 'billing@bluefin.example',
    account: 2,
    termsDays: 30,
  },
  {
    key: 'marlow',
    name: 'Marlow Press',
    legalName: 'Marlow Press LLP',
    email: 'accounts@marlow.example',
    account: 3,
    termsDays: 30,
  },
];

export const SAMPLE_VENDORS: readonly SampleParty[] = [
  {
    key: 'cloudrest',
    name: 'Cloudrest Hosting',
    legalName: 'Cloudrest Hosting Ltd',
    email: 'invoices@cloudrest.example',
    account: 4,
    termsDays: 14,
  },
  {
    key: 'quillwork',
    name: 'Quillwork Studio',
    legalName: 'Quillwork Studio SARL',
    email: 'hello@quillwork.example',
    account: 5,
    termsDays: 14,
  },
  {
    key: 'harbor',
    name: 'Harbor Lane Offices',
    legalName: 'Harbor Lane Offices Ltd',
    email: 'rent@harborlane.example',
    account: 6,
    termsDays: 14,
  },
];

/** What each vendor bills for, in the vendors' order. */
export const VENDOR_WORK = ['Hosting and backups', 'Illustration retainer', 'Studio rent'] as const;

/** What the company invoices for. */
export const INVOICE_WORK = ['Brand identity sprint', 'Packaging design', 'Website design', 'Art direction'] as const;

/** Documents anchored on chain (day, title, text whose digest is anchored). */
export const SAMPLE_DOCUMENTS = [
  { day: 3, title: 'Articles of association', text: 'Larkspur Atelier Ltd: articles of association.' },
  { day: 120, title: 'Studio lease', text: 'Lease of 14 Kiln Yard between Harbor Lane Offices and Larkspur.' },
  { day: 250, title: 'Shareholder agreement', text: 'Larkspur Atelier Ltd: agreement between the share holders.' },
] as const;

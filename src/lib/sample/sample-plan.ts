// The sample company's year as a pure, seeded plan: what the user types and what happens on chain
// on which day. The chain runner plays `steps`; the workspace writer saves the user's records.
import { sha256 } from '@noble/hashes/sha256';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { create as createDigest } from 'multiformats/hashes/digest';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { InvoiceStory, SampleBill, SampleInvoice, SamplePlan, SampleStep } from './sample-plan-types';
import {
  INVOICE_WORK,
  PAYROLL_ACCOUNTS,
  SAMPLE_CLIENTS,
  SAMPLE_COMPANY,
  SAMPLE_DOCUMENTS,
  SAMPLE_TEAM,
  SAMPLE_VENDORS,
  VENDOR_WORK,
} from './sample-cast';
import { randomHex, randomInt, randomUuid, seededRandom, type Random } from './seeded-random';

/** The seed `npm start -- --sample` and the button use unless told otherwise. */
export const DEFAULT_SAMPLE_SEED = 2207;
/** The history spans this many days, ending the day before it is loaded. */
export const SAMPLE_DAYS = 364;

const FINNEY = 10n ** 15n; // 0.001 ETH
/** The treasury the founders paid in before the year: 40 ETH, about six months of the studio's costs. */
export const SAMPLE_OPENING_UNITS = 40n * 10n ** 18n;

/** A CIDv1 (raw, sha-256) and the 0x digest of `text`, as Storage anchors a document. */
export function documentAnchor(text: string): { digest: string; cid: string } {
  const hash = sha256(utf8ToBytes(text));
  return { digest: `0x${bytesToHex(hash)}`, cid: CID.createV1(raw.code, createDigest(0x12, hash)).toString() };
}

function storyOf(month: number): InvoiceStory {
  if (month === 10) return 'open';
  if (month === 3) return 'partial';
  if (month === 6) return 'overpaid';
  return month === 1 || month === 5 || month === 8 ? 'late' : 'on-time';
}

function planInvoices(random: Random): { invoices: SampleInvoice[]; steps: SampleStep[] } {
  const invoices: SampleInvoice[] = [];
  const steps: SampleStep[] = [];
  for (let month = 0; month < 12; month += 1) {
    const client = SAMPLE_CLIENTS[month % SAMPLE_CLIENTS.length]!;
    const issueDay = 4 + month * 30 + randomInt(random, 0, 3);
    const dueDay = issueDay + client.termsDays;
    const lines = [
      {
        description: INVOICE_WORK[randomInt(random, 0, INVOICE_WORK.length - 1)]!,
        quantity: '1',
        unitPrice: BigInt(randomInt(random, 30, 80)) * 50n * FINNEY,
      },
      { description: 'Production support (days)', quantity: String(randomInt(random, 1, 4)), unitPrice: 250n * FINNEY },
    ];
    const total = lines.reduce((sum, line) => sum + BigInt(line.quantity) * line.unitPrice, 0n);
    const story = storyOf(month);
    const key = `invoice-${month + 1}`;
    invoices.push({
      key,
      id: randomUuid(random),
      salt: randomHex(random, 16),
      clientKey: client.key,
      issueDay,
      dueDay,
      lines,
      total,
      story,
    });
    const pay = (day: number, units: bigint) =>
      steps.push({ kind: 'pay-invoice', day, from: client.account, invoiceKey: key, units });
    if (story === 'on-time')
      pay(Math.min(issueDay + randomInt(random, 5, client.termsDays - 2), SAMPLE_DAYS - 1), total);
    if (story === 'late') pay(dueDay + randomInt(random, 8, 25), total);
    if (story === 'partial') pay(dueDay - 3, (total * 40n) / 100n);
    if (story === 'overpaid') pay(dueDay - 1, total + (total * 5n) / 100n);
  }
  return { invoices, steps };
}

function planBills(random: Random): { bills: SampleBill[]; steps: SampleStep[] } {
  const bills: SampleBill[] = [];
  const steps: SampleStep[] = [];
  for (let month = 0; month < 12; month += 1) {
    const vendorIndex = month % SAMPLE_VENDORS.length;
    const vendor = SAMPLE_VENDORS[vendorIndex]!;
    const issueDay = 8 + month * 30 + randomInt(random, 0, 2);
    bills.push({
      key: `bill-${month + 1}`,
      id: randomUuid(random),
      salt: randomHex(random, 16),
      vendorKey: vendor.key,
      billNumber: `${vendor.name.slice(0, 2).toUpperCase()}-${String(1000 + month * 7 + randomInt(random, 0, 6))}`,
      description: VENDOR_WORK[vendorIndex]!,
      issueDay,
      dueDay: issueDay + vendor.termsDays,
      total: BigInt(randomInt(random, 8, 30)) * 50n * FINNEY,
      approveDay: issueDay + 2,
    });
  }
  // Two bills at a time in one Distributor batch; every third alone through the router; the last one open.
  for (let month = 0; month < 11; month += 3) {
    const pair = [bills[month]!, bills[month + 1]!];
    steps.push({ kind: 'pay-bills-batch', day: pair[1]!.approveDay + 3, from: 0, billKeys: pair.map((b) => b.key) });
    const single = bills[month + 2];
    if (single && month + 2 < 11)
      steps.push({ kind: 'pay-bill', day: single.approveDay + 4, from: 0, billKey: single.key });
  }
  return { bills, steps };
}

function planCompanySteps(random: Random): SampleStep[] {
  const steps: SampleStep[] = [
    { kind: 'register', day: 1, from: 0, profileCid: documentAnchor(SAMPLE_COMPANY.legalName).cid },
  ];
  for (const doc of SAMPLE_DOCUMENTS)
    steps.push({
      kind: 'anchor',
      day: doc.day,
      from: 0,
      title: doc.title,
      text: doc.text,
      ...documentAnchor(doc.text),
    });
  steps.push({ kind: 'deploy-token', day: 20, from: 0 });
  const shares = [
    { to: 0, units: 600_000n },
    { to: 7, units: 100_000n },
    { to: 8, units: 50_000n },
  ];
  for (const share of shares)
    steps.push({ kind: 'mint', day: 21, from: 0, to: share.to, units: share.units * 10n ** 18n });
  // Payroll: the same salaries every month, as the Auto Distribution template pays them.
  const salaries = PAYROLL_ACCOUNTS.map((account) => ({
    account,
    units: BigInt(randomInt(random, 16, 18)) * 50n * FINNEY,
  }));
  for (let month = 0; month < 12; month += 1)
    steps.push({ kind: 'payroll', day: 27 + month * 30, from: 0, recipients: salaries });
  // What SBI should notice: the same payment twice within a day, then money sent to a look-alike
  // of a vendor's address (same first and last four hex characters).
  const repeated = BigInt(randomInt(random, 10, 20)) * 50n * FINNEY;
  steps.push({ kind: 'transfer', day: 350, from: 0, to: 4, lookAlikeMiddle: null, units: repeated, why: 'duplicate' });
  steps.push({ kind: 'transfer', day: 351, from: 0, to: 4, lookAlikeMiddle: null, units: repeated, why: 'duplicate' });
  const lookAlikeMiddle = randomHex(random, 16).slice(2);
  steps.push({ kind: 'transfer', day: 358, from: 0, to: 5, lookAlikeMiddle, units: 400n * FINNEY, why: 'look-alike' });
  return steps;
}

/**
 * The share token's two valuations the bookkeeper typed (in the base currency). ETH has no typed
 * price: the local chain's ETH/GBP feed has a round for every day (lib/price-feeds/local-history).
 */
function planPrices(): SamplePlan['prices'] {
  return [
    { day: 21, asset: 'token', price: '0.40' },
    { day: 250, asset: 'token', price: '0.55' },
  ];
}

/** The whole plan for `seed`: the same seed always gives the same plan. */
export function samplePlan(seed: number = DEFAULT_SAMPLE_SEED): SamplePlan {
  const random = seededRandom(seed);
  const invoicePart = planInvoices(random);
  const billPart = planBills(random);
  const companySteps = planCompanySteps(random);
  const prices = planPrices();
  const steps = [...companySteps, ...invoicePart.steps, ...billPart.steps]
    .map((step, order) => ({ step, order }))
    .sort((a, b) => a.step.day - b.step.day || a.order - b.order)
    .map(({ step }) => step);
  return {
    seed,
    days: SAMPLE_DAYS,
    company: SAMPLE_COMPANY,
    team: SAMPLE_TEAM,
    clients: SAMPLE_CLIENTS,
    vendors: SAMPLE_VENDORS,
    invoices: invoicePart.invoices,
    bills: billPart.bills,
    token: { name: 'Larkspur Shares', symbol: 'LARK', cap: 1_000_000n * 10n ** 18n },
    treasury: { openingUnits: SAMPLE_OPENING_UNITS },
    prices,
    steps,
  };
}

/** The address a glance mistakes for `address`: its first and last 4 hex characters, `middle` between. */
export function lookAlikeAddress(address: string, middle: string): string {
  const hex = address.toLowerCase().slice(2);
  return `0x${hex.slice(0, 4)}${middle.slice(0, 32)}${hex.slice(-4)}`;
}

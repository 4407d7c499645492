// The sample's invoices, bills, approvals, bill payments and share token, through the same stores
// and signing code as the Client, Vendors and Tokens pages. The chain runner already sent the
// payments; what is chain-derived (rows, router payments, paid states) comes from the sync engine.
import type { Signer } from 'ethers';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { Asset } from '@/lib/money/asset';
import { billPayee, billReference, type SampleContracts } from '@/lib/sample/chain-calls';
import type { SampleChainResult } from '@/lib/sample/chain-runner';
import type { SamplePlan } from '@/lib/sample/sample-plan-types';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { nextNumbering } from '@/platform/features/client/store/invoice-numbering';
import { createInvoice, issueInvoice } from '@/platform/features/client/store/invoice-store';
import { signInvoice } from '@/platform/features/client/store/sign-invoice';
import { recordCompanyToken } from '@/platform/features/tokens/store/tokens-store';
import { createBill, recordDecision } from '@/platform/features/vendors/store/bill-store';
import { recordBillPayment } from '@/lib/payments/bill-payment-record';
import { signDecision } from '@/platform/features/vendors/store/sign-decision';
import { planDate, planTime } from './sample-days';

export interface RecordsInput {
  readonly db: WorkspaceDb;
  readonly plan: SamplePlan;
  readonly chain: SampleChainResult;
  readonly chainId: number;
  readonly contracts: SampleContracts;
  readonly asset: Asset;
  readonly provider: Eip1193Provider;
  readonly signer: Signer;
  readonly parties: ReadonlyMap<string, Counterparty>;
  readonly newId: () => string;
}

function party(input: RecordsInput, key: string): Counterparty {
  const found = input.parties.get(key);
  if (!found) throw new Error(`No counterparty ${key}`);
  return found;
}

/** Creates every invoice as a draft, then issues it signed by the company wallet. */
export async function writeInvoices(input: RecordsInput): Promise<void> {
  const { db, plan, chain } = input;
  const issuer = plan.company.legalName;
  for (const planned of plan.invoices) {
    const client = party(input, planned.clientKey);
    const created = planTime(chain.start, planned.issueDay);
    const draft = await createInvoice(
      db,
      {
        clientId: client.id,
        issueDate: planDate(chain.start, planned.issueDay),
        dueDate: planDate(chain.start, planned.dueDay),
        asset: input.asset,
        payee: chain.accounts[0]!,
        lines: planned.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice.toString(),
          discountPercent: '0',
          taxRatePercent: '0',
        })),
        notes: '',
        terms: `Net ${client.paymentTermsDays}`,
        incomeAccountId: ACCOUNT_IDS.sales,
      },
      created,
      { id: planned.id, salt: planned.salt },
    );
    const numbering = await nextNumbering(db, draft);
    const signature = await signInvoice(
      input.signer,
      { ...draft, sequence: numbering.sequence, number: numbering.number },
      { issuer, client: client.name, router: input.contracts.PaymentRouter },
    );
    await issueInvoice(db, draft, numbering, signature, planTime(chain.start, planned.issueDay, 10));
  }
}

/** Enters every bill for approval, then approves it with the Admin's signature. */
export async function writeBills(input: RecordsInput): Promise<void> {
  const { db, plan, chain } = input;
  const account = chain.accounts[0]!;
  const ctx = { chainId: input.chainId, accounts: chain.accounts, contracts: input.contracts, plan };
  for (const planned of plan.bills) {
    const vendor = party(input, planned.vendorKey);
    const bill = await createBill(
      db,
      {
        vendorId: vendor.id,
        billNumber: planned.billNumber,
        issueDate: planDate(chain.start, planned.issueDay),
        dueDate: planDate(chain.start, planned.dueDay),
        asset: input.asset,
        lines: [{ description: planned.description, units: planned.total.toString() }],
        total: planned.total.toString(),
        expenseAccountId: ACCOUNT_IDS.generalExpenses,
        payee: billPayee(ctx, planned),
        documentCid: null,
        notes: '',
      },
      { id: planned.id, reference: billReference(ctx, planned), salt: planned.salt, submit: true },
      { now: planTime(chain.start, planned.issueDay), newId: input.newId, by: account },
    );
    const signed = await signDecision(input.provider, account, bill, 'approve', '');
    const decided = await recordDecision(db, bill.id, bill.revision, signed, {
      now: planTime(chain.start, planned.approveDay),
      newId: input.newId,
      by: account,
    });
    if (!decided.ok) throw new Error(`Bill ${planned.billNumber}: ${decided.message}`);
  }
}

/** Records which bills each payment of the chain runner paid, as the Vendors page does when it pays. */
export async function writeBillPayments(input: RecordsInput): Promise<void> {
  const { plan, chain } = input;
  const ctx = { chainId: input.chainId, accounts: chain.accounts, contracts: input.contracts, plan };
  for (const [index, step] of plan.steps.entries()) {
    if (step.kind !== 'pay-bill' && step.kind !== 'pay-bills-batch') continue;
    const keys = step.kind === 'pay-bill' ? [step.billKey] : step.billKeys;
    const items = keys.map((key) => {
      const bill = plan.bills.find((b) => b.key === key)!;
      return { billId: bill.id, payee: billPayee(ctx, bill), units: bill.total };
    });
    await recordBillPayment(input.db, {
      id: input.newId(),
      kind: step.kind === 'pay-bill' ? 'single' : 'batch',
      chainId: input.chainId,
      hash: chain.hashes[index]!,
      from: chain.accounts[step.from]!,
      asset: input.asset,
      items,
      now: planTime(chain.start, step.day, 9),
    });
  }
}

/** Records the share token the runner deployed, as the Tokens page records the one it deploys. */
export async function writeToken(input: RecordsInput): Promise<void> {
  const { plan, chain } = input;
  const index = plan.steps.findIndex((s) => s.kind === 'deploy-token');
  await recordCompanyToken(
    input.db,
    {
      chainId: input.chainId,
      address: chain.token,
      kind: 'shares',
      name: plan.token.name,
      symbol: plan.token.symbol,
      cap: plan.token.cap.toString(),
      owner: chain.accounts[0]!,
      deployTxHash: chain.hashes[index]!,
      deployBlock: chain.tokenBlock,
      metadataUri: '',
      metadataCid: null,
      metadataJson: null,
      equityAccountId: null,
    },
    planTime(chain.start, plan.steps[index]?.day ?? 0, 9),
  );
}

// Each chain step of the plan as the transaction a user (or a client, a vendor) would send: the
// same router, Distributor, Registry and token calls the pages make. Pure: the runner sends them.
import { AbiCoder, Interface, getAddress } from 'ethers';
import { assetSharesAbi, assetSharesBytecode, distributorAbi, registryAbi } from '@/lib/contracts/generated/artifacts';
import { payCall } from '@/lib/payments/pay-calls';
import { paymentReference } from '@/lib/payments/reference';
import { lookAlikeAddress } from './sample-plan';
import type { SampleBill, SamplePlan, SampleStep } from './sample-plan-types';

const ZERO = '0x0000000000000000000000000000000000000000';
const REGISTRY = new Interface(registryAbi);
const DISTRIBUTOR = new Interface(distributorAbi);
const SHARES = new Interface(assetSharesAbi);

/** Where the platform contracts of the local chain are. */
export interface SampleContracts {
  readonly Registry: string;
  readonly PaymentRouter: string;
  readonly Distributor: string;
}

/** What a step's call needs to know: the chain, the anvil accounts, the contracts, the share token once made. */
export interface CallContext {
  readonly plan: SamplePlan;
  readonly chainId: number;
  readonly accounts: readonly string[];
  readonly contracts: SampleContracts;
  readonly token: string | null;
}

/** One transaction: `to` null deploys a contract. */
export interface SampleCall {
  readonly from: string;
  readonly to: string | null;
  readonly data: string;
  readonly value: bigint;
}

/** The checksummed address of anvil account `index`. */
export function accountAt(accounts: readonly string[], index: number): string {
  const address = accounts[index];
  if (!address) throw new Error(`The local chain has no test account ${index}`);
  return getAddress(address);
}

/** The payment reference of a plan invoice (our wallet is the payee). */
export function invoiceReference(ctx: Omit<CallContext, 'token'>, invoice: { id: string; salt: string }): string {
  return paymentReference({
    chainId: ctx.chainId,
    payee: accountAt(ctx.accounts, 0),
    recordId: invoice.id,
    salt: invoice.salt,
  });
}

/** The payment reference of a plan bill (the vendor's wallet is the payee). */
export function billReference(ctx: Omit<CallContext, 'token'>, bill: SampleBill): string {
  return paymentReference({ chainId: ctx.chainId, payee: billPayee(ctx, bill), recordId: bill.id, salt: bill.salt });
}

/** The wallet a plan bill is paid to. */
export function billPayee(ctx: Omit<CallContext, 'token'>, bill: SampleBill): string {
  const vendor = ctx.plan.vendors.find((v) => v.key === bill.vendorKey);
  if (!vendor) throw new Error(`No vendor ${bill.vendorKey}`);
  return accountAt(ctx.accounts, vendor.account);
}

function billOf(plan: SamplePlan, key: string): SampleBill {
  const bill = plan.bills.find((b) => b.key === key);
  if (!bill) throw new Error(`No bill ${key}`);
  return bill;
}

function distribute(ctx: CallContext, from: string, items: readonly { to: string; units: bigint }[]): SampleCall {
  const data = DISTRIBUTOR.encodeFunctionData('distributeEth', [items.map((i) => i.to), items.map((i) => i.units)]);
  return { from, to: ctx.contracts.Distributor, data, value: items.reduce((sum, i) => sum + i.units, 0n) };
}

/** The transaction of one step. */
export function stepCall(step: SampleStep, ctx: CallContext): SampleCall {
  const from = accountAt(ctx.accounts, step.from);
  const router = ctx.contracts.PaymentRouter;
  switch (step.kind) {
    case 'register':
      return {
        from,
        to: ctx.contracts.Registry,
        data: REGISTRY.encodeFunctionData('register', [step.profileCid]),
        value: 0n,
      };
    case 'anchor':
      return {
        from,
        to: ctx.contracts.Registry,
        data: REGISTRY.encodeFunctionData('anchor', [step.digest, step.cid]),
        value: 0n,
      };
    case 'pay-invoice': {
      const invoice = ctx.plan.invoices.find((i) => i.key === step.invoiceKey);
      if (!invoice) throw new Error(`No invoice ${step.invoiceKey}`);
      const call = payCall(
        { router, token: ZERO, paymentReference: invoiceReference(ctx, invoice), payee: accountAt(ctx.accounts, 0) },
        step.units,
      );
      return { from, ...call };
    }
    case 'pay-bill': {
      const bill = billOf(ctx.plan, step.billKey);
      const call = payCall(
        { router, token: ZERO, paymentReference: billReference(ctx, bill), payee: billPayee(ctx, bill) },
        bill.total,
      );
      return { from, ...call };
    }
    case 'pay-bills-batch':
      return distribute(
        ctx,
        from,
        step.billKeys.map((key) => {
          const bill = billOf(ctx.plan, key);
          return { to: billPayee(ctx, bill), units: bill.total };
        }),
      );
    case 'payroll':
      return distribute(
        ctx,
        from,
        step.recipients.map((r) => ({ to: accountAt(ctx.accounts, r.account), units: r.units })),
      );
    case 'deploy-token': {
      const args = AbiCoder.defaultAbiCoder().encode(
        ['string', 'string', 'uint256', 'string', 'address'],
        [ctx.plan.token.name, ctx.plan.token.symbol, ctx.plan.token.cap, '', from],
      );
      return { from, to: null, data: assetSharesBytecode + args.slice(2), value: 0n };
    }
    case 'mint': {
      if (!ctx.token) throw new Error('The share token is minted before it exists');
      const data = SHARES.encodeFunctionData('mint', [accountAt(ctx.accounts, step.to), step.units]);
      return { from, to: ctx.token, data, value: 0n };
    }
    case 'transfer': {
      const to = accountAt(ctx.accounts, step.to);
      return {
        from,
        to: step.lookAlikeMiddle ? getAddress(lookAlikeAddress(to, step.lookAlikeMiddle)) : to,
        data: '0x',
        value: step.units,
      };
    }
  }
}

// The sample company's plan as data: who the actors are (anvil test accounts by index), what the
// user would type (profile, team, clients, vendors, invoices, bills) and what happens on chain on
// which day. Amounts are wei (the local chain's ETH); days count from the plan's first day.

/** An anvil test account by its index in eth_accounts (0 is the company, the dev wallet's account). */
export type AccountIndex = number;

export interface SampleParty {
  readonly key: string;
  readonly name: string;
  readonly legalName: string;
  readonly email: string;
  readonly account: AccountIndex;
  readonly termsDays: number;
}

export interface SampleMember {
  readonly name: string;
  readonly email: string;
  readonly role: 'Admin' | 'Accountant' | 'Viewer';
  readonly account: AccountIndex;
}

/** How an invoice's story goes (the Client page and aging show each). */
export type InvoiceStory = 'on-time' | 'late' | 'partial' | 'overpaid' | 'open';

export interface SampleInvoice {
  readonly key: string;
  /** The record id and reference salt the store is given, so the chain can pay it before it exists. */
  readonly id: string;
  readonly salt: string;
  readonly clientKey: string;
  readonly issueDay: number;
  readonly dueDay: number;
  readonly lines: readonly { readonly description: string; readonly quantity: string; readonly unitPrice: bigint }[];
  readonly total: bigint;
  readonly story: InvoiceStory;
}

export interface SampleBill {
  readonly key: string;
  readonly id: string;
  readonly salt: string;
  readonly vendorKey: string;
  readonly billNumber: string;
  readonly description: string;
  readonly issueDay: number;
  readonly dueDay: number;
  readonly total: bigint;
  /** The day the Admin approves it (signed), before it is paid. */
  readonly approveDay: number;
}

/** One chain step; `day` counts from the plan's start, `from` is the sending account. */
export type SampleStep =
  | { readonly kind: 'register'; readonly day: number; readonly from: AccountIndex; readonly profileCid: string }
  | {
      readonly kind: 'pay-invoice';
      readonly day: number;
      readonly from: AccountIndex;
      readonly invoiceKey: string;
      readonly units: bigint;
    }
  | { readonly kind: 'pay-bill'; readonly day: number; readonly from: AccountIndex; readonly billKey: string }
  | {
      readonly kind: 'pay-bills-batch';
      readonly day: number;
      readonly from: AccountIndex;
      readonly billKeys: readonly string[];
    }
  | {
      readonly kind: 'payroll';
      readonly day: number;
      readonly from: AccountIndex;
      readonly recipients: readonly { readonly account: AccountIndex; readonly units: bigint }[];
    }
  | { readonly kind: 'deploy-token'; readonly day: number; readonly from: AccountIndex }
  | {
      readonly kind: 'mint';
      readonly day: number;
      readonly from: AccountIndex;
      readonly to: AccountIndex;
      readonly units: bigint;
    }
  | {
      readonly kind: 'anchor';
      readonly day: number;
      readonly from: AccountIndex;
      readonly title: string;
      /** The document's text: Storage imports it, and its SHA-256 and CID are what is anchored. */
      readonly text: string;
      readonly digest: string;
      readonly cid: string;
    }
  | {
      readonly kind: 'transfer';
      readonly day: number;
      readonly from: AccountIndex;
      /** An account, or a look-alike of that account's address (its middle replaced by `lookAlikeMiddle`). */
      readonly to: AccountIndex;
      readonly lookAlikeMiddle: string | null;
      readonly units: bigint;
      readonly why: 'duplicate' | 'look-alike' | 'refund';
    };

export interface SampleToken {
  readonly name: string;
  readonly symbol: string;
  /** Cap in base units (18 decimals). */
  readonly cap: bigint;
}

export interface SamplePlan {
  readonly seed: number;
  /** How many days the history spans (day 0 … days − 1). */
  readonly days: number;
  readonly company: {
    readonly legalName: string;
    readonly registrationNumber: string;
    readonly taxId: string;
    readonly address: string;
    readonly country: string;
    readonly baseCurrency: string;
  };
  readonly team: readonly SampleMember[];
  readonly clients: readonly SampleParty[];
  readonly vendors: readonly SampleParty[];
  readonly invoices: readonly SampleInvoice[];
  readonly bills: readonly SampleBill[];
  readonly token: SampleToken;
  /**
   * The company's money at the start of its year: the company wallet holds exactly this much (wei)
   * on the day before day 0, where its books start (anvil's test balance is not the company's).
   */
  readonly treasury: { readonly openingUnits: bigint };
  /** Prices typed in the base currency on the Accounting page (the share token twice; ETH comes from the feeds). */
  readonly prices: readonly { readonly day: number; readonly asset: 'token'; readonly price: string }[];
  /** Chain steps, in the order they are played (by day, then as listed). */
  readonly steps: readonly SampleStep[];
}

import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAddressBook } from '@/lib/chain/address-book';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { Asset } from '@/lib/money/asset';
import { deploySafeTx } from '@/lib/safe/create-call';
import { safeQueue } from '@/lib/safe/queue';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import { OPERATION, safeTx, type SafeTx } from '@/lib/safe/safe-tx';
import { storeSafeTx } from '@/lib/safe/stored-proposal';
import type { Refusal } from '@/lib/team/apply-bundles';
import { FORGED_REASON, OWNER2, OWNER3, SAFE, STRANGER, signedProposal } from '@/lib/team/forged-signature.testing';
import { runningDeviceWith } from '@/lib/team/running-device.testing';
import { setTeamStatus } from '@/lib/team/team-status';
import { paysText, SafeProposalCard } from './safe-proposal-card';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };

const run = (batches?: number[]) =>
  ({
    kind: 'run',
    bills: [],
    pays: { kind: 'run', runId: 'payroll-11', ...(batches ? { batches } : {}) },
  }) as unknown as SafeProposalRecord;

/** The card of `record` as owner 2 sees it, its status from the queue. */
function renderCard(record: SafeProposalRecord) {
  const [entry] = safeQueue([record], SAFE, () => undefined);
  return render(
    <SafeProposalCard
      db={freshDb()}
      account={OWNER2}
      reader={{} as ChainReader}
      safe={SAFE}
      native={ETH}
      record={entry!.record}
      status={entry!.status}
      billNumbers={new Map()}
      book={buildAddressBook({ treasuryWallets: [], teamMembers: [] })}
      onChanged={() => undefined}
    />,
  );
}

describe('paysText of a run', () => {
  it('names the batches a part of a split run pays, and a whole run as every batch', () => {
    expect(paysText(run(), new Map())).toBe('Auto Distribution run payroll-11: every batch through the Distributor.');
    expect(paysText(run([0, 1]), new Map())).toBe(
      'Auto Distribution run payroll-11: batches 1, 2 through the Distributor (the run is split across Safe transactions, executed in nonce order).',
    );
    expect(paysText(run([2]), new Map())).toMatch(/^Auto Distribution run payroll-11: batch 3 through/);
  });
});

describe('paysText of bills', () => {
  const [alder, unknown] = [`0x${'a1'.repeat(20)}`, `0x${'c3'.repeat(20)}`];
  const bills = {
    kind: 'bills',
    summary: null,
    pays: null,
    bills: [
      {
        kind: 'batch',
        asset: ETH,
        items: [
          { billId: 'b1', payee: alder, units: '100000000000000000' },
          { billId: 'b2', payee: unknown, units: '200000000000000000' },
        ],
      },
    ],
  } as unknown as SafeProposalRecord;

  it('names each recipient the company knows, with its address, so an owner checks whom they pay', () => {
    const book = buildAddressBook({
      treasuryWallets: [],
      teamMembers: [],
      counterparties: [{ name: 'Alder Hosting', wallets: [{ chainId: 31337, address: alder }] }],
    });
    expect(paysText(bills, new Map([['b1', 'TS-1']]), book)).toBe(
      `Bill TS-1: 0.1\u00a0ETH to Alder Hosting (${alder}); Bill b2: 0.2\u00a0ETH to ${unknown}`,
    );
  });
});

describe('SafeProposalCard with a signature refused on merge', () => {
  afterEach(() => setTeamStatus({ kind: 'off' }));

  it('counts and lists only the kept signatures, and says whose was refused, who sent it and why', async () => {
    const record = await signedProposal('p7');
    const refusal: Refusal = {
      deviceId: `0x${'bb'.repeat(32)}`,
      member: STRANGER,
      cid: 'bafkreisignaturebundle',
      reason: FORGED_REASON,
      record: {
        table: 'safeProposals',
        key: 'p7',
        label: `Safe proposal, nonce 7`,
        field: 'signatures',
        element: OWNER3,
      },
    };
    runningDeviceWith([refusal]);
    renderCard(record);
    expect(screen.getByText('1 of 2 signatures')).toBeTruthy();
    const signatures = within(screen.getByRole('list', { name: 'Signatures' })).getAllByRole('listitem');
    expect(signatures.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Signed by 0x7099/)]);
    const refused = within(screen.getByRole('list', { name: 'Refused signatures' })).getByRole('listitem');
    expect(refused.textContent).toContain(`Signature of ${OWNER3.slice(0, 6)}`);
    expect(refused.textContent).toContain(FORGED_REASON);
  });
});

describe('SafeProposalCard of a deployment', () => {
  const card = (tx: SafeTx) => renderCard({ ...stub, tx: storeSafeTx(tx) });
  let stub: SafeProposalRecord;
  beforeAll(async () => {
    stub = { ...(await signedProposal('p9')), kind: 'transfer' };
  });

  it("reads a delegate call to Safe's CreateCall as the contract the Safe deploys, and still flags any other", () => {
    const contracts = safeContractsOn(31337)!;
    const view = card(deploySafeTx(contracts, { initCode: '0x6001600c60003960016000f300' }, 7n));
    expect(screen.getByTestId('safe-proposal').textContent).toContain(
      `A new contract deployed by the Safe (13 bytes of creation code) through Safe's CreateCall ${contracts.CreateCall}`,
    );
    view.unmount();
    const other = safeTx({ to: contracts.SafeL2, data: '0x', operation: OPERATION.delegateCall, nonce: 7n });
    card(other);
    expect(screen.getByTestId('safe-proposal').textContent).toContain(
      `A delegate call to ${contracts.SafeL2}, which is neither Safe's MultiSendCallOnly nor its CreateCall: do not sign it.`,
    );
  });
});

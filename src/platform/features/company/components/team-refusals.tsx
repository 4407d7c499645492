import { Address } from '@/components/ui/address';
import { Table } from '@/components/ui/table';
import type { Refusal } from '@/lib/team/apply-bundles';

/** What an element of a record's union field is, in words (a Safe proposal's signatures, a payment's approvals). */
const ELEMENT_WORDS: Readonly<Record<string, string>> = { signatures: 'Signature of', approvals: 'Approval of' };

/** What was refused: a part of a record (a Safe owner's signature on a proposal), or a bundle or chain whole. */
export function refusedWhat(refusal: Refusal) {
  const { record } = refusal;
  if (!record) return refusal.cid ? `Bundle ${refusal.cid.slice(0, 12)}…` : 'Its whole chain';
  if (!record.field || !record.element) return `${record.label} (the whole record)`;
  return (
    <>
      {record.label}: {ELEMENT_WORDS[record.field] ?? `${record.field} of`} <Address address={record.element} />
    </>
  );
}

/**
 * The changes from other devices this device refused, with the device, its member and the reason:
 * bundles refused whole, and parts of applied ones the merge refused (a Safe owner's signature that
 * is not theirs for the SafeTx hash: the proposal keeps the others and does not count it).
 */
export function TeamRefusals({ refusals }: { refusals: readonly Refusal[] | null }) {
  return (
    <Table
      label="Refused changes"
      rows={refusals ?? []}
      loading={!refusals}
      rowKey={(row) => `${row.deviceId}:${row.cid ?? ''}:${row.record?.key ?? ''}:${row.reason}`}
      rowLabel={(row) => row.reason}
      empty="No refused changes."
      columns={[
        { id: 'device', header: 'Device', cell: (row) => `${row.deviceId.slice(0, 10)}…` },
        { id: 'member', header: 'Member', cell: (row) => <Address address={row.member} /> },
        { id: 'what', header: 'Change', cell: refusedWhat },
        { id: 'reason', header: 'Reason', cell: (row) => row.reason },
      ]}
    />
  );
}

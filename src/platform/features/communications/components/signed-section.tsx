import { useMemo } from 'react';
import { Address } from '@/components/ui/address';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Table, type TableColumn } from '@/components/ui/table';
import type { SignedMessage } from '@/lib/db/entities/comms';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import type { CommsData } from '@/platform/features/communications/store/comms-store';
import type { CommsNames } from '@/platform/features/communications/store/use-comms-data';
import type { Panel } from './comms-workspace';
import { downloadSignedMessage } from './export-signed';
import { formatWhen } from './format-when';

/** Every kept signed message, newest first; export one as a file; sign or verify in a side panel. */
export function SignedSection({
  data,
  names,
  dates,
  onOpen,
}: {
  data: CommsData | null;
  names: CommsNames;
  dates: DateFormatSettings;
  onOpen: (panel: Panel) => void;
}) {
  const rows = useMemo(
    () => [...(data?.signedMessages ?? [])].sort((a, b) => (a.signedAt < b.signedAt ? 1 : -1)),
    [data],
  );
  const parties = useMemo(() => new Map((data?.counterparties ?? []).map((c) => [c.id, c.name])), [data]);
  const columns: readonly TableColumn<SignedMessage>[] = [
    { id: 'title', header: 'Title', rowHeader: true, cell: (m) => m.title },
    { id: 'about', header: 'About', cell: (m) => (m.counterpartyId ? (parties.get(m.counterpartyId) ?? '—') : '—') },
    {
      id: 'signer',
      header: 'Signer',
      cell: (m) => <Address address={m.signer} name={names.book.get(m.signer.toLowerCase())?.name} />,
    },
    { id: 'kind', header: 'Kind', cell: (m) => (m.kind === 'typed' ? 'Statement (EIP-712)' : 'Message (EIP-191)') },
    { id: 'how', header: 'Origin', cell: (m) => (m.origin === 'signed' ? 'Signed here' : 'Received') },
    { id: 'when', header: 'When', cell: (m) => formatWhen(m.signedAt, dates), className: 'whitespace-nowrap' },
  ];
  return (
    <Section
      title="Signed messages"
      description="Messages and statements signed with a wallet, kept so anyone can verify them again."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onOpen({ kind: 'sign', counterpartyId: null })}>Sign a message</Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: 'verify' })}>
            Verify a message
          </Button>
        </div>
      }
    >
      <Table
        label="Kept messages and statements"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        rowName={(m) => m.title}
        rowActions={(m) => [{ label: 'Export file', onSelect: () => downloadSignedMessage(m) }]}
        loading={!data}
        empty="No signed messages yet."
        minWidth="44rem"
      />
    </Section>
  );
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import { counterpartyTimeline } from '@/platform/features/communications/model/counterparty-timeline';
import {
  filterTimeline,
  TIMELINE_KIND_LABELS,
  TIMELINE_KINDS,
  type TimelineKind,
} from '@/platform/features/communications/model/timeline';
import type { CommsData } from '@/platform/features/communications/store/comms-store';
import type { CommsNames } from '@/platform/features/communications/store/use-comms-data';
import type { Panel } from './comms-workspace';
import { TimelineTable } from './timeline-table';

const KIND_OPTIONS = [
  { value: '', label: 'Everything' },
  ...TIMELINE_KINDS.map((kind) => ({ value: kind, label: TIMELINE_KIND_LABELS[kind] })),
];

/** One client's or vendor's history (chosen in `?counterparty=`), filtered by kind (`?kind=`). */
export function TimelineSection({
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
  const [params, setParams] = useSearchParams();
  const counterparties = useMemo(
    () => [...(data?.counterparties ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  const wanted = params.get('counterparty');
  const chosen = counterparties.find((c) => c.id === wanted) ?? counterparties[0] ?? null;
  const kindParam = params.get('kind') ?? '';
  const kind = (TIMELINE_KINDS as readonly string[]).includes(kindParam) ? (kindParam as TimelineKind) : null;
  const items = useMemo(
    () => (data && chosen ? filterTimeline(counterpartyTimeline(data, chosen.id, names), kind ? [kind] : []) : []),
    [data, chosen, names, kind],
  );
  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const counterpartyId = chosen?.id ?? null;

  return (
    <Section
      title="Timeline"
      description="Everything the workspace knows about one client or vendor, newest first."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onOpen({ kind: 'activity', activity: 'call', counterpartyId })}>Log a call</Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: 'activity', activity: 'meeting', counterpartyId })}>
            Log a meeting
          </Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: 'note', counterpartyId })}>
            New note
          </Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: 'sign', counterpartyId })}>
            Sign a message
          </Button>
        </div>
      }
    >
      {data && counterparties.length === 0 ? (
        <EmptyState
          title="No clients or vendors yet"
          description="Add a client on the Client page or a vendor on the Vendors page; their history shows here."
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <Select
              label="Client or vendor"
              options={counterparties.map((c) => ({ value: c.id, label: c.name }))}
              value={counterpartyId ?? ''}
              onChange={(event) => setParam('counterparty', event.target.value)}
            />
            <Select
              label="Show"
              options={KIND_OPTIONS}
              value={kind ?? ''}
              onChange={(event) => setParam('kind', event.target.value)}
            />
          </div>
          <TimelineTable
            label={chosen ? `Timeline of ${chosen.name}` : 'Timeline'}
            items={items}
            loading={!data}
            filtered={kind !== null}
            dates={dates}
          />
        </>
      )}
    </Section>
  );
}

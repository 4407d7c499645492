import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import { networkName } from '@/lib/primitives/networks';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface Props {
  /** The networks the company has wallets or balances on. */
  readonly chainIds: readonly number[];
  readonly settings: readonly NetworkSetting[];
  readonly store: AccountingStore;
}

/**
 * "Books start on" per network: the opening balances are then read at the last block before that
 * day (on explorer networks too) and no chain movement dated before it is posted.
 */
export function BooksStartSection({ chainIds, settings, store }: Props) {
  const startOf = (chainId: number) => settings.find((s) => s.chainId === chainId)?.booksStartOn ?? '';
  const [chainId, setChainId] = useState<number | null>(chainIds[0] ?? null);
  const [day, setDay] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = chainId ?? chainIds[0] ?? null;
  if (chosen === null) return null;
  const shown = day ?? startOf(chosen);
  async function save(next: string | null) {
    if (chosen === null) return;
    const result = await store.saveBooksStart(chosen, next);
    setDay(null);
    setMessage(
      result.ok
        ? { ok: true, text: next ? `The books on ${networkName(chosen)} start on ${next}.` : 'Start date cleared.' }
        : { ok: false, text: result.message },
    );
  }
  function submit(event: SubmitEvent) {
    event.preventDefault();
    void save(shown || null);
  }
  return (
    <Section
      title="Books start on"
      description="A day per network: the opening balances are read at the last block before it and chain movements dated earlier are not posted. Without one, the books start where tracking started (the genesis block on the local chain)."
    >
      <Card>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Books start on">
          <Select
            label="Network"
            options={chainIds.map((id) => ({ value: String(id), label: networkName(id) }))}
            value={String(chosen)}
            onChange={(e) => {
              setChainId(Number(e.target.value));
              setDay(null);
            }}
          />
          <DateInput label="Start date" value={shown} onChange={setDay} />
          <Button type="submit" variant="secondary">
            Save start date
          </Button>
          {startOf(chosen) ? (
            <Button variant="ghost" onClick={() => void save(null)}>
              Clear
            </Button>
          ) : null}
        </form>
      </Card>
      {message ? (
        <Alert tone={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
    </Section>
  );
}

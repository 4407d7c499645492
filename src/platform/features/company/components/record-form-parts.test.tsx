import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { StaleRevisionError, type BaseRevision } from '@/lib/db/revision-save';
import { draftFromMember, type MemberDraft } from '@/platform/features/company/model/member-form';
import { EMPTY_WALLET_DRAFT, type WalletDraft } from '@/platform/features/company/model/wallet-form';
import { MemberForm } from './member-form';
import { WalletForm } from './wallet-form';

// The two record forms of the Company page share their field binding and their end (the
// conflict after a refused save, Save and Cancel): both driven here through the forms themselves.
const ADA: TeamMember = {
  id: 'm1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'Viewer',
  wallet: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  revision: 1,
};

type Saved = { readonly record: unknown; readonly chosen: { readonly revision: BaseRevision } | undefined };

function Member({ save, taken }: { save: (saved: Saved) => Promise<void>; taken: (TeamMember | null)[] }) {
  const [draft, setDraft] = useState<MemberDraft>(draftFromMember(ADA));
  return (
    <MemberForm
      legend="Edit Ada"
      draft={draft}
      onDraftChange={setDraft}
      existing={ADA}
      submitLabel="Save member"
      save={(record, chosen) => save({ record, chosen })}
      onTakeTheirs={(theirs) => taken.push(theirs)}
    />
  );
}

describe('the Company record forms', () => {
  it('show a refused save as a conflict naming the record, then keep mine on top of the newer revision', async () => {
    const saves: Saved[] = [];
    const newer: TeamMember = { ...ADA, name: 'Ada L.', revision: 2 };
    const save = async (saved: Saved) => {
      saves.push(saved);
      if (saves.length === 1) throw new StaleRevisionError('teamMembers', ADA.id, 1, newer);
    };
    render(<Member save={save} taken={[]} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@lovelace.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    const conflict = await screen.findByRole('group', { name: 'This team member Ada L. was changed in another tab' });
    expect(conflict.textContent).toContain('Theirs: Ada L.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.chosen).toEqual({ revision: 2 });
    expect((saves[1]!.record as TeamMember).email).toBe('ada@lovelace.example');
    await waitFor(() => expect(screen.queryByRole('group', { name: /changed in another tab/ })).toBeNull());
  });

  it('hand the newer version back when the user takes theirs, and keep every typed value until then', async () => {
    const taken: (TeamMember | null)[] = [];
    const newer: TeamMember = { ...ADA, role: 'Admin', revision: 3 };
    render(
      <Member save={() => Promise.reject(new StaleRevisionError('teamMembers', ADA.id, 1, newer))} taken={taken} />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    await screen.findByRole('group', { name: 'This team member Ada was changed in another tab' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(taken).toEqual([newer]);
  });

  it('bind the wallet form to its draft, show its field messages after a submit, and cancel', () => {
    const cancelled: string[] = [];
    const saved: TreasuryWallet[] = [];
    function Wallet() {
      const [draft, setDraft] = useState<WalletDraft>(EMPTY_WALLET_DRAFT);
      return (
        <WalletForm
          legend="Add a wallet"
          existing={[]}
          editing={null}
          draft={draft}
          onDraftChange={setDraft}
          submitLabel="Add wallet"
          save={async (wallet) => void saved.push(wallet)}
          onCancel={() => cancelled.push('cancel')}
        />
      );
    }
    render(<Wallet />);
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Operations' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
    const address = screen.getByLabelText('Address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Operations');
    expect(saved).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toEqual(['cancel']);
  });
});

import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWorkspace, currentWorkspace } from '@/lib/db/workspace-session';
import CompanyPage from './company-page';
import { setTestAccount, TEST_ACCOUNT } from '@/lib/wallet/use-wallet.testing';

// The wallet session, reduced to what pages read; switched with setTestAccount.
vi.mock('@/lib/wallet/use-wallet', () => import('@/lib/wallet/use-wallet.testing'));

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
  act(() => setTestAccount(TEST_ACCOUNT));
});

/** The page at a tab of its URL (`?tab=`), as the router gives it. */
function renderAt(search = '') {
  return render(
    <MemoryRouter initialEntries={[`/platform/company${search}`]}>
      <CompanyPage />
    </MemoryRouter>,
  );
}

const profileForm = () => screen.getByRole('form', { name: 'Company profile' });
const saveButton = () => within(profileForm()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const legalName = () => within(profileForm()).getByLabelText('Legal name');

describe('CompanyPage', () => {
  it('enables Save only after a change, saves, and says so politely', async () => {
    renderAt();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    fireEvent.change(legalName(), { target: { value: 'Acme' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(within(profileForm()).getByRole('status').textContent).toBe('Saved'));
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect((await currentWorkspace()?.companyProfile.get('company'))?.legalName).toBe('Acme');
  });

  it('closes the workspace without an account and keeps the typed draft for when it returns', async () => {
    renderAt();
    fireEvent.change(legalName(), { target: { value: 'Draft Name' } });
    act(() => setTestAccount(null));
    // The "connect your wallet" notice is the shell's, in the page frame (tested in platform/shell).
    expect(screen.queryByRole('form', { name: 'Company profile' })).toBeNull();
    act(() => setTestAccount(TEST_ACCOUNT));
    await waitFor(() => expect((legalName() as HTMLInputElement).value).toBe('Draft Name'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('refuses a bad wallet address below the field and keeps every typed value', async () => {
    renderAt('?tab=team');
    fireEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a team member' });
    const group = within(dialog).getByRole('group', { name: 'Add a team member' });
    const form = group.closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText('Wallet address'), { target: { value: '0xnope' } });
    fireEvent.submit(form);
    const field = within(form).getByLabelText('Wallet address');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Not a valid Ethereum address');
    expect(document.activeElement).toBe(field);
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    // Nothing was saved: the team holds only its first Admin (the wallet that created the workspace).
    expect(await currentWorkspace()?.teamMembers.count()).toBe(1);
  });
});

import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWorkspace, currentWorkspace } from '@/lib/db/workspace-session';
import MyWalletPage from './mywallet-page';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const GWEI = 1_000_000_000n;
const hex = (value: bigint) => `0x${value.toString(16)}`;

vi.mock('@/lib/wallet/use-wallet', () => ({
  useWallet: () => ({ status: 'connected', account: ACCOUNT, chainId: 31337, balanceText: '2.0000 ETH' }),
}));
// A wallet provider answering the reads the page makes: 2 ETH, 10 gwei base fee, 1 gwei tips.
vi.mock('@/lib/wallet/wallet-store', () => ({
  getWalletProvider: () => ({
    async request({ method }: { method: string }) {
      switch (method) {
        case 'eth_getBalance':
          return hex(2n * 10n ** 18n);
        case 'eth_estimateGas':
          return hex(21_000n);
        case 'eth_feeHistory':
          return { baseFeePerGas: [hex(10n * GWEI), hex(10n * GWEI)], reward: [[hex(GWEI)]] };
        default:
          throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 });
      }
    },
  }),
  refreshWalletBalance: async () => undefined,
}));

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
  window.sessionStorage.clear();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/platform/mywallet']}>
      <MyWalletPage />
    </MemoryRouter>,
  );

describe('MyWalletPage', () => {
  it('checks the recipient as typed, estimates the fee in ETH, and Max leaves room for it', async () => {
    renderPage();
    const form = await screen.findByRole('form', { name: 'Send' });
    fireEvent.change(within(form).getByLabelText('Recipient'), {
      target: { value: OTHER.replace('C51812', 'c51812') },
    });
    expect(within(form).getByText('Checksum mismatch: check the address for typos')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: OTHER } });
    // 21000 gas × (2 × 10 + 1) gwei at most; 21000 × 11 gwei likely.
    await waitFor(() =>
      expect(within(form).getByText('Network fee: about 0.000231 ETH (at most 0.000441 ETH)')).toBeTruthy(),
    );
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Max' }));
    expect((within(form).getByLabelText('Amount') as HTMLInputElement).value).toBe('1.999559');
    // The whole balance fits the balance check but not the fee: said before the wallet is asked.
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '2' } });
    await waitFor(() =>
      expect(within(form).getByText(/^Not enough ETH for the amount plus the network fee/)).toBeTruthy(),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Review and send' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps what was typed after leaving the page and coming back', async () => {
    const first = renderPage();
    const form = await screen.findByRole('form', { name: 'Send' });
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: OTHER } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '0.5' } });
    first.unmount();
    renderPage();
    const again = await screen.findByRole('form', { name: 'Send' });
    expect((within(again).getByLabelText('Recipient') as HTMLInputElement).value).toBe(OTHER);
    expect((within(again).getByLabelText('Amount') as HTMLInputElement).value).toBe('0.5');
  });
});

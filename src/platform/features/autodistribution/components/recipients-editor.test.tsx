import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assetId, nativeAsset } from '@/lib/money/asset';
import { RecipientsEditor } from './recipients-editor';

const ETH = nativeAsset({ chainId: 31337, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });

describe('RecipientsEditor', () => {
  it('is a named group whose every field and button says its row, with errors tied to their field', () => {
    render(
      <RecipientsEditor
        idBase="d"
        draft={{
          assetId: assetId(ETH),
          mode: 'percent',
          total: '1',
          rows: [
            { address: '0xabc', share: '60' },
            { address: '', share: '40' },
          ],
        }}
        assets={[ETH]}
        asset={ETH}
        rowErrors={[{ line: 1, field: 'address', message: 'Not a valid address' }]}
        totalError={null}
        onChange={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Recipients' });
    const address = within(group).getByRole('textbox', { name: 'Address, row 1' });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not a valid address',
    );
    expect(within(group).getByRole('textbox', { name: 'Share, row 2' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Remove row 2' })).toBeTruthy();
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrSvgPath, qrSvgString } from '@/lib/formats/qr';
import { QrCode } from './qr-code';

const URI = 'ethereum:0x8e23Ee67d1332aD560396262C48ffbB01F93D052@1?value=1000000000000000000';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('QrCode', () => {
  it('draws the code as one labelled SVG path', () => {
    render(<QrCode value={URI} label="QR code of the payment link" />);
    const image = screen.getByRole('img', { name: 'QR code of the payment link' });
    const { size, d } = qrSvgPath(URI);
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    const paths = image.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]?.getAttribute('d')).toBe(d);
  });

  it('redraws when the value changes', () => {
    const { rerender } = render(<QrCode value="first" label="QR" />);
    rerender(<QrCode value="second" label="QR" />);
    expect(screen.getByRole('img', { name: 'QR' }).querySelector('path')?.getAttribute('d')).toBe(
      qrSvgPath('second').d,
    );
  });

  it('downloads the SVG document through an object URL', async () => {
    let saved: Blob | undefined;
    // jsdom has no object URLs; record the Blob instead.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:qr';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<QrCode value={URI} label="QR" fileName="payment.svg" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(clicked.map((link) => [link.download, link.href])).toEqual([['payment.svg', 'blob:qr']]);
    expect(saved?.type).toBe('image/svg+xml');
    expect(await saved?.text()).toBe(qrSvgString(URI));
  });

  it('says so when the value is too long for a QR code', () => {
    render(<QrCode value={'x'.repeat(8000)} label="QR" />);
    expect(screen.getByRole('status').textContent).toBe('Too long for a QR code');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

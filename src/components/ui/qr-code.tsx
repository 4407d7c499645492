import { useMemo } from 'react';
import { downloadText } from '@/lib/files/download';
import { qrSvgPath, qrSvgString, type QrOptions } from '@/lib/formats/qr';
import { Button } from './button';

export interface QrCodeProps extends QrOptions {
  /** The text encoded (an address, an EIP-681 link). */
  value: string;
  /** What the code is, read out by screen readers (`QR code of the payment link`). */
  label: string;
  /** The name of the downloaded file. */
  fileName?: string;
  className?: string;
}

/**
 * A QR code drawn as an SVG path (React elements only, never raw markup) with a Download SVG button.
 * A value too long for any QR code shows a message instead.
 */
export function QrCode({ value, label, fileName = 'qr-code.svg', className = '', ecc, border }: QrCodeProps) {
  const qr = useMemo(() => {
    try {
      return qrSvgPath(value, { ecc, border });
    } catch (error) {
      if (error instanceof RangeError) return { error: error.message };
      throw error;
    }
  }, [value, ecc, border]);

  if ('error' in qr) {
    return (
      <p role="status" className="text-sm text-warning">
        {qr.error}
      </p>
    );
  }
  return (
    <figure className={`inline-flex flex-col items-center gap-2 ${className}`.trim()}>
      {/* Printed 40 mm wide with the quiet zone (CSS mm are physical in print): version 10 (65 modules
          with it) still gets 0.6 mm modules, which a phone reads from paper. */}
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        className="size-48 rounded-md border border-border print:size-[40mm] print:rounded-none print:border-0"
      >
        {/* Always black on white: scanners read dark-on-light, whatever the page theme is. */}
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.d} fill="#000" />
      </svg>
      <Button
        variant="secondary"
        onClick={() => downloadText(qrSvgString(value, { ecc, border }), fileName, 'image/svg+xml')}
      >
        Download SVG
      </Button>
    </figure>
  );
}

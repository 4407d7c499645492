import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/files/download';
import { exportFormats, type CsvFile, type ExportFormat } from '@/platform/features/autodistribution/model/csv-export';
import type { ShareMode } from '@/platform/features/autodistribution/model/recipients';

const LABELS: Record<ExportFormat, { text: string; title: string }> = {
  safe: { text: 'Export CSV', title: "Safe's CSV Airdrop format with the exact amounts (can be paid from a Safe)" },
  shares: {
    text: 'Export percentages',
    title: 'A plain address,share list of the percentages (imports back as the same split)',
  },
};

/**
 * The export buttons of a list: Safe CSV always, the percentages too for a percentage list.
 * `build` makes the file on click (never on render: a 5,000-row list is checked again) or says why not.
 */
export function ExportButtons({
  mode,
  build,
  onDone,
}: {
  mode: ShareMode;
  build: (format: ExportFormat) => CsvFile | null;
  onDone?: (file: CsvFile) => void;
}) {
  return exportFormats(mode).map((format) => (
    <Button
      key={format}
      variant="secondary"
      title={LABELS[format].title}
      onClick={() => {
        const file = build(format);
        if (!file) return;
        downloadText(file.text, file.fileName, 'text/csv');
        onDone?.(file);
      }}
    >
      {LABELS[format].text}
    </Button>
  ));
}

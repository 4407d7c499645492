import { Select } from '@/components/ui/select';
import type { VendorInfo } from '@/platform/features/vendors/store/vendors-read';

export interface VendorSelectProps {
  readonly id: string;
  readonly label: string;
  readonly vendors: readonly VendorInfo[];
  readonly value: string;
  readonly error?: string | undefined;
  readonly onChange: (vendorId: string) => void;
}

/** A labelled choice of vendor (bill form, statement). */
export function VendorSelect({ id, label, vendors, value, error, onChange }: VendorSelectProps) {
  return (
    <Select
      id={id}
      label={label}
      error={error}
      placeholder="Choose a vendor"
      options={vendors.map((v) => ({ value: v.id, label: v.name }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

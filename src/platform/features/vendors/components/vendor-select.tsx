import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
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
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <select {...control} className={CONTROL_CLASSES} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose a vendor</option>
          {vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

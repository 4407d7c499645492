import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

export interface BillReasonDialogProps {
  readonly billNumber: string;
  readonly action: 'reject' | 'void';
  readonly busy: boolean;
  readonly onConfirm: (reason: string) => void;
  readonly onClose: () => void;
}

/** Asks why a bill is rejected or voided before the (signed, or recorded) decision is made. */
export function BillReasonDialog({ billNumber, action, busy, onConfirm, onClose }: BillReasonDialogProps) {
  const [reason, setReason] = useState('');
  const rejecting = action === 'reject';
  return (
    <Dialog title={`${rejecting ? 'Reject' : 'Void'} bill ${billNumber}`} placement="center" onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
        }}
      >
        <Input
          label={rejecting ? 'Reason for rejecting' : 'Reason for voiding'}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant={rejecting ? 'primary' : 'danger'} disabled={busy}>
            {rejecting ? 'Confirm rejection' : 'Confirm void'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

// A template back into the editor's draft and booking (Load, Run now).
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import { assetId } from '@/lib/money/asset';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Booking } from './booking';
import type { DistributionDraft } from './editor-draft';

/** The editor's draft and the booking a template holds. */
export function templateToDraft(template: DistributionTemplate): { draft: DistributionDraft; booking: Booking } {
  return {
    draft: {
      assetId: assetId(template.asset),
      mode: template.mode,
      total: template.mode === 'percent' ? toDecimalString(BigInt(template.total), template.asset.decimals) : '',
      rows: template.recipients.map((r) => ({ address: r.address, share: r.share })),
    },
    booking: { templateId: template.id, postAs: template.postAs, accountCode: template.accountCode },
  };
}

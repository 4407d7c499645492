// Network settings as typed: per network an RPC URL, an explorer API URL and key (empty = the
// network's default) and whether the company's wallets on it are tracked. Pure: which endpoints a
// save must check against the network, and the record it stores.
import { networkSettingId, networkSettingSchema, type NetworkSetting } from '@/lib/db/entities/network-setting';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/forms/field-errors';

/** The form's state, as typed. */
export interface NetworkSettingsDraft {
  readonly rpcUrl: string;
  readonly explorerApiUrl: string;
  readonly explorerApiKey: string;
  readonly tracked: boolean;
}

export type NetworkSettingsField = 'rpcUrl' | 'explorerApiUrl' | 'explorerApiKey';

/** The draft of a network with its stored settings (none stored: every default, tracked). */
export function draftFromSetting(setting: NetworkSetting | null): NetworkSettingsDraft {
  return {
    rpcUrl: setting?.rpcUrl ?? '',
    explorerApiUrl: setting?.explorerApiUrl ?? '',
    explorerApiKey: setting?.explorerApiKey ?? '',
    tracked: setting?.tracked ?? true,
  };
}

/** Whether the draft differs from what is stored (so there is something to save, or to lose). */
export function isDraftChanged(draft: NetworkSettingsDraft, setting: NetworkSetting | null): boolean {
  const stored = draftFromSetting(setting);
  return (
    draft.tracked !== stored.tracked ||
    draft.rpcUrl.trim() !== stored.rpcUrl ||
    draft.explorerApiUrl.trim() !== stored.explorerApiUrl ||
    draft.explorerApiKey.trim() !== stored.explorerApiKey
  );
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export type NetworkSettingsResult =
  | { readonly ok: true; readonly value: NetworkSetting }
  | { readonly ok: false; readonly errors: FieldErrors<NetworkSettingsField> };

/** The record to store for `chainId` (an emptied field stores null: the default again). */
export function settingFromDraft(chainId: number, draft: NetworkSettingsDraft, now: Date): NetworkSettingsResult {
  const result = networkSettingSchema.safeParse({
    id: networkSettingId(chainId),
    chainId,
    rpcUrl: orNull(draft.rpcUrl),
    explorerApiUrl: orNull(draft.explorerApiUrl),
    explorerApiKey: orNull(draft.explorerApiKey),
    tracked: draft.tracked,
    updatedAt: now.toISOString(),
  });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsFrom<NetworkSettingsField>(result.error.issues) };
}

/** An endpoint a save must call first, and the field its refusal is shown next to. */
export type EndpointToCheck =
  | { readonly kind: 'rpc'; readonly field: 'rpcUrl'; readonly url: string }
  | {
      readonly kind: 'explorer';
      readonly field: 'explorerApiUrl' | 'explorerApiKey';
      readonly url: string;
      readonly key: string | null;
    };

/**
 * The endpoints that are new in `next` compared with what is stored: a changed RPC URL, and the
 * explorer API the sync would use (the typed one, else the network's default) when its URL or
 * key changed. Defaults are not checked on their own: they are the app's, not the user's choice.
 */
export function endpointsToCheck(
  next: NetworkSetting,
  stored: NetworkSetting | null,
  defaultExplorerApiUrl: string | null,
): EndpointToCheck[] {
  const checks: EndpointToCheck[] = [];
  if (next.rpcUrl !== null && next.rpcUrl !== (stored?.rpcUrl ?? null))
    checks.push({ kind: 'rpc', field: 'rpcUrl', url: next.rpcUrl });
  const explorerUrl = next.explorerApiUrl ?? defaultExplorerApiUrl;
  const explorerChanged =
    next.explorerApiUrl !== (stored?.explorerApiUrl ?? null) ||
    next.explorerApiKey !== (stored?.explorerApiKey ?? null);
  if (explorerUrl !== null && explorerChanged && (next.explorerApiUrl !== null || next.explorerApiKey !== null)) {
    // A key typed for the default API is refused next to the key: that is what the user changed.
    const field = next.explorerApiUrl === null ? 'explorerApiKey' : 'explorerApiUrl';
    checks.push({ kind: 'explorer', field, url: explorerUrl, key: next.explorerApiKey });
  }
  return checks;
}

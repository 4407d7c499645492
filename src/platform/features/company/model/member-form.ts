import { checkAddress } from '@/lib/primitives/ethereum-address';
import { teamMemberSchema, type TeamMember, type TeamRole } from '@/lib/db/entities/team-member';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/forms/field-errors';
import { diffFields, type DiffField, type FieldChange } from '@/lib/forms/field-diff';

/** The member form's state, as typed. */
export interface MemberDraft {
  readonly name: string;
  readonly email: string;
  readonly role: TeamRole;
  readonly wallet: string;
}

export type MemberField = keyof MemberDraft;

export const EMPTY_MEMBER_DRAFT: MemberDraft = { name: '', email: '', role: 'Viewer', wallet: '' };

/** The form's starting point for editing a stored member. */
export function draftFromMember(member: TeamMember): MemberDraft {
  return { name: member.name, email: member.email, role: member.role, wallet: member.wallet ?? '' };
}

/** Whether anything was typed into an add form (so leaving would lose it). */
export function isMemberDraftFilled(draft: MemberDraft): boolean {
  return draft.name.trim() !== '' || draft.email.trim() !== '' || draft.wallet.trim() !== '';
}

export type MemberResult =
  | { readonly ok: true; readonly member: TeamMember }
  | { readonly ok: false; readonly errors: FieldErrors<MemberField> };

/**
 * Builds the member to store from the draft: a new one (id, createdAt) or `existing` edited.
 * The wallet, when given, is checked with ethers and stored EIP-55 checksummed.
 */
export function memberFromDraft(
  draft: MemberDraft,
  existing: TeamMember | null,
  options: { readonly now: Date; readonly newId: () => string },
): MemberResult {
  const wallet = draft.wallet.trim() === '' ? null : checkAddress(draft.wallet);
  const result = teamMemberSchema.safeParse({
    id: existing?.id ?? options.newId(),
    name: draft.name,
    email: draft.email,
    role: draft.role,
    wallet: wallet?.ok ? wallet.address : null,
    createdAt: existing?.createdAt ?? options.now.toISOString(),
  });
  const errors: FieldErrors<MemberField> = result.success ? {} : fieldErrorsFrom<MemberField>(result.error.issues);
  if (wallet && !wallet.ok) errors.wallet = wallet.message;
  if (!result.success || errors.wallet) return { ok: false, errors };
  return { ok: true, member: result.data };
}

const MEMBER_FIELDS: readonly DiffField<MemberDraft>[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  {
    key: 'wallet',
    label: 'Wallet address',
    show: (value) => (String(value).trim() === '' ? 'No wallet' : String(value)),
  },
];

/** What differs between the newer stored member (saved in another tab) and the user's draft. */
export function memberChanges(theirs: TeamMember, yours: MemberDraft): FieldChange[] {
  return diffFields(draftFromMember(theirs), yours, MEMBER_FIELDS);
}

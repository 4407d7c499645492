// The two fields a user edits on a chain row, checked before they reach the store.
import { z } from 'zod';

export const CATEGORY_MAX = 80;
export const MEMO_MAX = 500;

export interface UserFieldsDraft {
  readonly category: string;
  readonly memo: string;
}

export type UserFieldErrors = Partial<Record<keyof UserFieldsDraft, string>>;

const schema = z.object({
  category: z.string().trim().max(CATEGORY_MAX, `Use at most ${CATEGORY_MAX} characters`),
  memo: z.string().max(MEMO_MAX, `Use at most ${MEMO_MAX} characters`),
});

/** The stored values for a draft (an empty category is none), or the message per field. */
export function parseUserFields(
  draft: UserFieldsDraft,
): { ok: true; value: { category: string | null; memo: string } } | { ok: false; errors: UserFieldErrors } {
  const result = schema.safeParse(draft);
  if (result.success) return { ok: true, value: { category: result.data.category || null, memo: result.data.memo } };
  const errors: UserFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'category' || key === 'memo') && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

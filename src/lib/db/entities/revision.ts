import { z } from 'zod';

/**
 * The revision of an editable record: 1 when created, +1 on every save. Rows written before
 * schema version 3 get 1 (the upgrade and older backups), and a write that omits it starts at 1.
 */
export const revisionSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER).default(1);

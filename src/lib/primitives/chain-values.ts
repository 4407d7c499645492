import { z } from 'zod';

/** The pattern of a stored hash (for checks written out by hand; the schema below uses it). */
export const HASH_PATTERN = /^0x[0-9a-f]{64}$/;
/** The pattern of a stored base-units string. */
export const UNITS_PATTERN = /^(0|[1-9][0-9]*)$/;

/** A transaction or block hash: 0x and 64 hex digits, stored lower-case as nodes return them. */
export const hashSchema = z.string().regex(HASH_PATTERN, 'Expected a 32-byte hex hash (lower-case)');

/** A non-negative integer amount of base units as a decimal string (bigint does not survive JSON). */
export const unitsStringSchema = z.string().regex(UNITS_PATTERN, 'Expected a non-negative integer in base units');

/** A chain id (EIP-155). */
export const chainIdSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** A block number. */
export const blockNumberSchema = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER);

import { z } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './messages';

export const CONTACT_TYPES = ['email', 'phone'] as const;
export const CONTACT_PURPOSES = ['personal', 'business'] as const;

/**
 * The query of /auth/verify-contact-info. A bad `type` or `purpose` is reported with the server's
 * code MISSING_REQUIRED_QUERY_PARAMS so the page can take the same path as the server error.
 */
export const verifyContactQuerySchema = z.object({
  type: z.enum(CONTACT_TYPES, { error: M.missingRequiredQueryParams }),
  purpose: z.enum(CONTACT_PURPOSES, { error: M.missingRequiredQueryParams }),
  returnUrl: z.optional(z.string()),
  platformType: z.optional(z.string()),
});

export type VerifyContactQuery = z.infer<typeof verifyContactQuerySchema>;

export function parseVerifyContactQuery(
  search: string | URLSearchParams,
): { ok: true; value: VerifyContactQuery } | { ok: false; code: 'MISSING_REQUIRED_QUERY_PARAMS' } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result = verifyContactQuerySchema.safeParse({
    type: params.get('type') ?? undefined,
    purpose: params.get('purpose') ?? undefined,
    returnUrl: params.get('returnUrl') ?? undefined,
    platformType: params.get('platformType') ?? undefined,
  });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, code: 'MISSING_REQUIRED_QUERY_PARAMS' };
}

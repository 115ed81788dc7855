import { describe, expect, it } from 'vitest';
import { parseVerifyContactQuery, verifyContactQuerySchema } from './contact';
import { VALIDATION_MESSAGES as M } from './messages';

describe('verify-contact-info query', () => {
  it('accepts email/phone and personal/business', () => {
    expect(parseVerifyContactQuery('?type=phone&purpose=business&returnUrl=%2Fx')).toEqual({
      ok: true,
      value: { type: 'phone', purpose: 'business', returnUrl: '/x' },
    });
  });

  it.each(['type=fax&purpose=personal', 'type=email', 'purpose=personal', ''])('rejects %s', (search) => {
    expect(parseVerifyContactQuery(search)).toEqual({ ok: false, code: 'MISSING_REQUIRED_QUERY_PARAMS' });
  });

  it('reports the missing-params message key on the schema issues', () => {
    const result = verifyContactQuerySchema.safeParse({ type: 'fax', purpose: 'personal' });
    expect(result.error?.issues[0]?.message).toBe(M.missingRequiredQueryParams);
  });
});

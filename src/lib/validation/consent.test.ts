import { describe, expect, it } from 'vitest';
import { legalAgreementAcceptedSchema, termsAcceptedSchema } from './consent';
import { VALIDATION_MESSAGES as M } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('consent checkboxes', () => {
  it('require true, not merely truthy', () => {
    expect(firstMessage(termsAcceptedSchema.safeParse('true'))).toBe(M.termsRequired);
    expect(firstMessage(termsAcceptedSchema.safeParse(false))).toBe(M.termsRequired);
    expect(firstMessage(legalAgreementAcceptedSchema.safeParse(undefined))).toBe(M.legalAgreementRequired);
    expect(termsAcceptedSchema.safeParse(true).success).toBe(true);
  });
});

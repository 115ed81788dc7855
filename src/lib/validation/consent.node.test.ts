import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/schema-messages';
import { legalAgreementAcceptedSchema, termsAcceptedSchema } from './consent';
import { VALIDATION_MESSAGES as M } from './messages';

describe('consent checkboxes', () => {
  it('require true, not merely truthy', () => {
    expect(firstMessage(termsAcceptedSchema.safeParse('true'))).toBe(M.termsRequired);
    expect(firstMessage(termsAcceptedSchema.safeParse(false))).toBe(M.termsRequired);
    expect(firstMessage(legalAgreementAcceptedSchema.safeParse(undefined))).toBe(M.legalAgreementRequired);
    expect(termsAcceptedSchema.safeParse(true).success).toBe(true);
  });
});

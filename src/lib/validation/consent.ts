import { z } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './messages';

/** Registration and basic credentials: 'Terms must be accepted'. */
export const termsAcceptedSchema = z.literal(true, { error: M.termsRequired });

/** Legal agreements page. */
export const legalAgreementAcceptedSchema = z.literal(true, { error: M.legalAgreementRequired });

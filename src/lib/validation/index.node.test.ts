import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('validation index', () => {
  it('re-exports the schemas forms need', () => {
    for (const name of [
      'emailSchema',
      'companyEmailSchema',
      'newPasswordSchema',
      'passwordRequirements',
      'loginUsernameSchema',
      'usernameSchema',
      'textSchema',
      'termsAcceptedSchema',
      'VALIDATION_MESSAGES',
    ]) {
      expect(validation, name).toHaveProperty(name);
    }
  });

  it('does not expose the phone helpers', () => {
    expect(validation).not.toHaveProperty('normalizePhone');
    expect(validation).not.toHaveProperty('phoneSchema');
  });
});

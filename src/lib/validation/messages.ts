import type { MessageKey } from '../messageKey';
/**
 * Validation messages are i18n keys, not text: schemas stay language-free, and the form layer
 * translates `issue.message` with `t()`. Every key must exist in locales/en-US/validation.json
 * (a test enforces it).
 */
export const VALIDATION_MESSAGES = {
  required: 'validation:required',
  requiredField: 'validation:requiredField',
  fieldRequired: 'validation:fieldRequired',
  textTooLong: 'validation:textTooLong',
  emailInvalid: 'validation:emailInvalid',
  emailTooLong: 'validation:emailTooLong',
  companyEmailRequired: 'validation:companyEmailRequired',
  emailMismatch: 'validation:emailMismatch',
  changeEmailInvalid: 'validation:changeEmailInvalid',
  emailTaken: 'validation:emailTaken',
  emailChangeTooManyAttempts: 'validation:emailChangeTooManyAttempts',
  firstNameRequired: 'validation:firstNameRequired',
  lastNameRequired: 'validation:lastNameRequired',
  termsRequired: 'validation:termsRequired',
  legalAgreementRequired: 'validation:legalAgreementRequired',
  loginUsernameTooLong: 'validation:loginUsernameTooLong',
  usernamePattern: 'validation:usernamePattern',
  usernameLength30: 'validation:usernameLength30',
  usernameLength40: 'validation:usernameLength40',
  usernameDuplicateInForm: 'validation:usernameDuplicateInForm',
  usernameSameAsCurrent: 'validation:usernameSameAsCurrent',
  usernameInvalidOrNotUnique: 'validation:usernameInvalidOrNotUnique',
  userIdTaken: 'validation:userIdTaken',
  passwordInvalid: 'validation:passwordInvalid',
  passwordRuleLength: 'validation:passwordRule.length',
  passwordRuleDigit: 'validation:passwordRule.digit',
  passwordRuleUpper: 'validation:passwordRule.upper',
  passwordRuleLower: 'validation:passwordRule.lower',
  passwordRuleSpecial: 'validation:passwordRule.special',
  phoneInvalid: 'validation:phoneInvalid',
  missingRequiredQueryParams: 'validation:missingRequiredQueryParams',
} as const satisfies Record<string, MessageKey>;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

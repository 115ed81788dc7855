/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AUTHENTICATION_SERVICE_URL?: string;
  readonly VITE_IDENTITY_ORCHESTRATOR_URL?: string;
  readonly VITE_IDENTITY_ORCHESTRATOR_V1_URL?: string;
  readonly VITE_UI_GATEWAY_URL?: string;
  readonly VITE_REGISTRATION_PORTAL_URL?: string;
  readonly VITE_NEXO_LOGIN_URL?: string;
  readonly VITE_NEXO_LOGOUT_URL?: string;
  readonly VITE_CAPTCHA_SCRIPT_URL?: string;
  readonly VITE_CAPTCHA_SCRIPT_INTEGRITY?: string;
  readonly VITE_PRODUCTION_HOST?: string;
  readonly VITE_PREPRODUCTION_HOST_PATTERN?: string;
  readonly VITE_REBRAND_HOST_PATTERN?: string;
  readonly VITE_POST_IMPERSONATION_URL?: string;
  readonly VITE_SSO_TESTING_URL?: string;
  readonly VITE_EXTERNAL_BASE_URL?: string;
  readonly VITE_COMPANY_EMAIL_DOMAIN?: string;
  readonly VITE_HELP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

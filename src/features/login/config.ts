import { appConfig } from '../../lib/config';

/** The outside addresses the sign-in screens need; screens take overrides as props (tests, embedding). */
export type LoginConfig = Pick<
  typeof appConfig,
  'nexoLoginUrl' | 'nexoLogoutUrl' | 'captchaScriptUrl' | 'captchaScriptIntegrity'
>;

export function loginConfig(overrides: Partial<LoginConfig> = {}): LoginConfig {
  return {
    nexoLoginUrl: appConfig.nexoLoginUrl,
    nexoLogoutUrl: appConfig.nexoLogoutUrl,
    captchaScriptUrl: appConfig.captchaScriptUrl,
    captchaScriptIntegrity: appConfig.captchaScriptIntegrity,
    ...overrides,
  };
}

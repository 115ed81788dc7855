/** What the over-HTTP mock tests share: the typed client's API session, plus sign-in in one call. */
import { apiSession } from './client.ts';

const AUTH = '/api/authentication-service/v0';

/** A session that already holds the XSRF token (the first answer hands it out). */
export async function readyClient(origin: string, fixedHeaders: Record<string, string> = {}) {
  const session = apiSession(origin, fixedHeaders);
  await session.call('GET', `${AUTH}/check`);
  const login = (username: string, password: string, recaptchaToken?: string) =>
    session.call('POST', `${AUTH}/login`, {
      form: { username, password, ...(recaptchaToken ? { recaptchaToken } : {}) },
    });
  return { ...session, login };
}

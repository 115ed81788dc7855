/**
 * Where the full journey's tokens and codes come from: `--token kind=value`, or, when the server is
 * the mock server, its outbox (`GET /__mock/outbox`), which holds every mail the real services would send.
 */
import type { VerifyOptions } from './options.ts';

export interface Mail {
  to: string;
  kind?: string;
  code?: string;
  link?: string;
}

export function createMailbox(options: VerifyOptions) {
  async function read(): Promise<Mail[] | undefined> {
    try {
      const response = await fetch(`${options.server}/__mock/outbox`, {
        headers: options.headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return undefined;
      const body: unknown = await response.json();
      return Array.isArray(body) ? (body as Mail[]) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    /** The newest code mailed to `to` (or to anyone when `to` is undefined); none when there is no outbox. */
    async lastCode(to?: string): Promise<string | undefined> {
      const mails = (await read()) ?? [];
      return mails.filter((mail) => mail.code && (to === undefined || sameAddress(mail.to, to))).at(-1)?.code;
    },
    /** The `token` query parameter of the newest link mailed to `to`. */
    async lastLinkToken(to: string): Promise<string | undefined> {
      const mails = (await read()) ?? [];
      const link = mails.filter((mail) => mail.link && sameAddress(mail.to, to)).at(-1)?.link;
      return link ? (new URL(link, options.server).searchParams.get('token') ?? undefined) : undefined;
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

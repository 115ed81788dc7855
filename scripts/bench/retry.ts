/**
 * Runs `work`, and again after a failure, up to `retries` more times: for a tool that fails now and then
 * for reasons of its own (Lighthouse's `NO_NAVSTART` on a busy machine). The last failure is thrown.
 */
export async function withRetries<T>(
  work: () => Promise<T>,
  retries: number,
  onRetry: (error: unknown, retry: number) => void,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await work();
    } catch (error) {
      if (retry >= retries) throw error;
      onRetry(error, retry + 1);
    }
  }
}

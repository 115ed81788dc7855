/** The mock server's control API (mock-server/README.md "Control API"), on the preview origin. */

/** Reloads the current scenario: fresh users, sessions and attempt counters. */
export async function resetMock(origin: string): Promise<void> {
  const response = await fetch(`${origin}/__mock/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__mock/reset answered ${response.status}`);
}

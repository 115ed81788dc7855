/**
 * Loaded into the standalone mock server by `npm run bench:mock` (node --import), not by the server
 * itself: over the IPC channel the bench opens, it answers a full garbage collection and the process's
 * memory (after a full collection when asked), so the "after" figures are what the server still holds rather than garbage not yet collected.
 */
export {};

const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (message: { collect?: boolean }) => {
  if (message.collect) gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});

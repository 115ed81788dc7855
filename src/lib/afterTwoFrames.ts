/**
 * Runs `callback` two animation frames from now: after the frame in which the app moves focus to a new
 * page's heading (src/app/RootLayout), so what the callback focuses is not taken back. Returns the
 * cancel, for an effect's cleanup.
 */
export function afterTwoFrames(callback: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

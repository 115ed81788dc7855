/**
 * Resolves in a task of its own (a zero-delay timer): what awaits it runs after the browser has had a
 * turn at what waits (a key pressed, a paint, a request to send). For work that would otherwise make
 * one long task on a phone's CPU.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

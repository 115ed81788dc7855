/**
 * How long the app waits for any call before it gives up: the person then sees the transient "took too
 * long" message. Its own module: the sign-in frame's boot script (inlined before the app) holds Next's
 * call to it too, without the API clients' bytes. A test moves a fake clock past it.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

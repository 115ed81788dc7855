/**
 * A promise a test settles by hand, to hold a request "in flight" (what `Promise.withResolvers` gives
 * from Node 22 on; the kit still runs on Node 20).
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

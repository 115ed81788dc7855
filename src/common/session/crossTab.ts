/**
 * Session news between the app's tabs: a sign-out (one session or all, or forced by
 * expiry) sends every other tab to sign-in, "stay signed in" closes their expiry modal, and a sign-in
 * takes the tabs sitting on the sign-in page where they were going. One `BroadcastChannel` per tab
 * (a channel never hears its own messages, so a tab does not answer its own news); where there is
 * none, a `localStorage` write, whose `storage` event fires in every tab but the writer. Only the kind
 * of news travels, nothing secret. Kept this small on purpose: it is on the sign-in page.
 */
export type SessionNews = 'signed-in' | 'signed-out' | 'extended';

const KEY = 'identity-web-session';
const channel = typeof BroadcastChannel == 'function' ? new BroadcastChannel(KEY) : null;

/** Tells every other tab. Best effort: a browser that refuses storage just keeps its tabs apart. */
export function announceSession(news: SessionNews): void {
  try {
    // A storage event fires only on a change, so the value carries the time.
    if (channel) channel.postMessage(news);
    else localStorage.setItem(KEY, `${news}:${Date.now()}`);
  } catch {
    // see above
  }
}

/** Calls `onNews` with the kind of news other tabs announce; returns the unsubscribe. */
export function onSessionNews(onNews: (news: SessionNews) => void): () => void {
  const target = channel ?? window;
  const type = channel ? 'message' : 'storage';
  const listener = (event: Event) => {
    const news = channel
      ? (event as MessageEvent).data
      : (event as StorageEvent).key === KEY && (event as StorageEvent).newValue;
    if (news) onNews(String(news).split(':')[0] as SessionNews);
  };
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

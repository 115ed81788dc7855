/**
 * Session news between the app's tabs (issue 25 item 4): a sign-out (one session or all, or forced by
 * expiry) sends every other tab to sign-in, and "stay signed in" closes their expiry modal. One
 * `BroadcastChannel`; where there is none, a `localStorage` write, whose `storage` event every other
 * tab of the origin receives. Nothing secret travels: only the kind of news.
 */
export type SessionNews = 'signed-out' | 'extended';

const CHANNEL = 'identity-web-session';
const STORAGE_KEY = 'identity-web-session-news';
const NEWS: readonly SessionNews[] = ['signed-out', 'extended'];

function isNews(value: unknown): value is SessionNews {
  return typeof value === 'string' && (NEWS as readonly string[]).includes(value);
}

let channel: BroadcastChannel | null | undefined;
function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Tells every other tab. Best effort: a browser that refuses storage just keeps its tabs apart. */
export function announceSession(news: SessionNews): void {
  try {
    const open = sharedChannel();
    if (open) open.postMessage(news);
    // The value changes every time (a storage event fires only on a change), and is removed at once.
    else {
      localStorage.setItem(STORAGE_KEY, `${news}:${Date.now()}:${Math.random()}`);
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // see above
  }
}

/** Calls `onNews` for what other tabs announce; returns the unsubscribe. */
export function onSessionNews(onNews: (news: SessionNews) => void): () => void {
  const open = sharedChannel();
  if (open) {
    // The tab's one channel, the same that sends: a channel never hears its own messages, so a tab
    // does not answer its own news.
    const onMessage = (event: MessageEvent) => {
      if (isNews(event.data)) onNews(event.data);
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  // A storage event fires in every tab but the one that wrote.
  const onStorage = (event: StorageEvent) => {
    const news = event.key === STORAGE_KEY ? event.newValue?.split(':')[0] : undefined;
    if (isNews(news)) onNews(news);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

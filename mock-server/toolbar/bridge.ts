/**
 * The emulated native bridge (mock-server/README.md "The mobile web view"): in mock mode a desktop browser
 * can play the mobile app's web view, so QA walks step-up and contact verification as the app would and sees
 * every event the page posts. Loaded before the app's own script (the Vite plugin puts it first in <head>),
 * so the page finds the bridge from its first render. Imports nothing: it must run first.
 *
 * `?mock-platform=ios|android` turns it on for this tab (sessionStorage), `?mock-platform=off` off; the
 * toolbar does the same. iOS is the WKWebView handler `webkit.messageHandlers.identityWeb`, Android
 * the React Native bridge `ReactNativeWebView`: the two shapes src/lib/mobileBridge.ts looks for.
 */
export const PLATFORMS = ['ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PostedEvent {
  type: string;
  payload?: unknown;
  /** The message exactly as the page posted it. */
  raw: string;
  page: string;
  at: string;
}

const PLATFORM_KEY = 'mock-platform';
const EVENTS_KEY = 'mock-bridge-events';
/** Kept across the page's navigations (an event is often the last thing before one), newest last. */
const MAX_EVENTS = 50;
/** Dispatched on window for every posted event, so the toolbar can show it at once. */
export const BRIDGE_EVENT = 'mock-bridge-event';

export function emulatedPlatform(): Platform | null {
  const stored = sessionStorage.getItem(PLATFORM_KEY);
  return PLATFORMS.find((platform) => platform === stored) ?? null;
}

export function setEmulatedPlatform(platform: Platform | null): void {
  if (platform) sessionStorage.setItem(PLATFORM_KEY, platform);
  else sessionStorage.removeItem(PLATFORM_KEY);
}

export function postedEvents(): PostedEvent[] {
  try {
    return JSON.parse(sessionStorage.getItem(EVENTS_KEY) ?? '[]') as PostedEvent[];
  } catch {
    return [];
  }
}

export function clearPostedEvents(): void {
  sessionStorage.removeItem(EVENTS_KEY);
}

/** What the native side receives: the string, parsed as the app's native code parses it. */
function record(raw: unknown): void {
  const text = String(raw);
  let parsed: { type?: unknown; payload?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Kept as it came: a message that is not JSON is itself worth seeing.
  }
  const event: PostedEvent = {
    type: typeof parsed.type === 'string' ? parsed.type : '(not JSON)',
    ...(parsed.payload === undefined ? {} : { payload: parsed.payload }),
    raw: text,
    page: window.location.pathname + window.location.search,
    at: new Date().toISOString(),
  };
  const events = [...postedEvents(), event].slice(-MAX_EVENTS);
  sessionStorage.setItem(EVENTS_KEY, JSON.stringify(events));
  window.dispatchEvent(new CustomEvent(BRIDGE_EVENT, { detail: event }));
}

/** Reads `?mock-platform`, takes it out of the address, and installs the chosen bridge. */
function install(): void {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(PLATFORM_KEY);
  if (asked !== null) {
    setEmulatedPlatform(PLATFORMS.find((platform) => platform === asked) ?? null);
    url.searchParams.delete(PLATFORM_KEY);
    window.history.replaceState(window.history.state, '', url);
  }
  const platform = emulatedPlatform();
  const target = { postMessage: record };
  const host = window as unknown as Record<string, unknown>;
  if (platform === 'ios') host.webkit = { messageHandlers: { identityWeb: target } };
  if (platform === 'android') host.ReactNativeWebView = target;
}

install();

/** The cookie a browser sends to choose its world (the toolbar sets it); scripts send the header. */
export const WORLD_COOKIE = 'mock-world';
export const WORLD_HEADER = 'X-Mock-World';
/** More worlds than this and the least recently used one is dropped. */
export const MAX_WORLDS = 100;
/** A world nobody has used for this long is dropped. */
export const WORLD_IDLE_MS = 30 * 60 * 1000;

export interface WorldOptions {
  maxWorlds?: number;
  idleMs?: number;
  /** Real time by default; a test passes its own to idle worlds out without waiting. */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  lastUsed: number;
}

/**
 * The mock's isolated worlds (mock-server/README.md "Isolated worlds"): each a complete state of its own,
 * chosen per request by id. Bounded twice, so a long QA session cannot grow memory without limit: at most
 * `maxWorlds` live (the least recently used goes first) and one idle for `idleMs` is dropped. The default
 * world is not in here and never expires. Generic over what a world holds, so this file knows nothing of
 * contexts and handlers.
 */
export class Worlds<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxWorlds: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(options: WorldOptions = {}) {
    this.maxWorlds = options.maxWorlds ?? MAX_WORLDS;
    this.idleMs = options.idleMs ?? WORLD_IDLE_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    this.sweep();
    return this.entries.size;
  }

  add(value: T): string {
    this.sweep();
    const id = crypto.randomUUID();
    this.entries.set(id, { value, lastUsed: this.now() });
    while (this.entries.size > this.maxWorlds) {
      // A Map iterates in insertion order and `get` re-inserts, so the first key is the least recently used.
      this.entries.delete(this.entries.keys().next().value!);
    }
    return id;
  }

  /** The world, marked as used now; undefined when it never existed or was dropped. */
  get(id: string): T | undefined {
    this.sweep();
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, { value: entry.value, lastUsed: this.now() });
    return entry.value;
  }

  delete(id: string): boolean {
    return this.entries.delete(id);
  }

  list(): { id: string; value: T; lastUsed: number }[] {
    this.sweep();
    return [...this.entries].map(([id, { value, lastUsed }]) => ({ id, value, lastUsed }));
  }

  private sweep(): void {
    const oldest = this.now() - this.idleMs;
    for (const [id, entry] of this.entries) {
      if (entry.lastUsed > oldest) break; // in use order: the rest are newer
      this.entries.delete(id);
    }
  }
}

/** The world a request asks for: the header wins over the cookie; undefined means the default world. */
export function requestedWorld(headers: Headers): string | undefined {
  const fromHeader = headers.get(WORLD_HEADER)?.trim();
  if (fromHeader) return fromHeader;
  const cookie = headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${WORLD_COOKIE}=([^;]+)`).exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

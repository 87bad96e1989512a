/**
 * A bounded, least-recently-used cache of read results that the database keeps honest: it only
 * holds entries while it hears the database's change notifications for the tables they come from
 * (see {@link watchChanges}), and empties on every one. Several server processes on one
 * PostgreSQL all hear the same notification, so none serves a result older than the latest commit
 * for longer than the notification takes to arrive (docs/decisions/008-catalogue-read-cache.md).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, V>();
  /** Bumped by every change: a load that began before it must not store what it read. */
  private generation = 0;
  private live = false;
  hits = 0;
  misses = 0;

  constructor(private readonly capacity: number) {}

  /** The cached value, or `load()`'s, which is kept when nothing changed while it ran. */
  async through(key: string, load: () => Promise<V>): Promise<V> {
    if (this.live) {
      const hit = this.entries.get(key);
      if (hit !== undefined) {
        this.hits++;
        // Most recently used last, so eviction takes the head of the map.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit;
      }
    }
    this.misses++;
    const started = this.generation;
    const value = await load();
    if (this.live && started === this.generation) this.store(key, value);
    return value;
  }

  /** The data may have changed: forget everything, and let loads under way not store. */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** Whether changes are being heard; while not, nothing is cached. */
  setLive(live: boolean) {
    this.invalidate();
    this.live = live;
  }

  get size() {
    return this.entries.size;
  }

  private store(key: string, value: V) {
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }
}

/** Subscribes to a notification channel; resolves to a function that stops listening. */
export type Listen = (
  channel: string,
  handlers: { onNotify: () => void; onListening: () => void; onLost: () => void },
) => Promise<() => Promise<void>>;

/**
 * Keeps caches in step with a channel: live once listening, emptied on each notification, and
 * off (caching nothing) while the subscription is lost.
 */
export async function watchChanges(listen: Listen, channel: string, caches: ReadCache<unknown>[]) {
  return listen(channel, {
    onNotify: () => caches.forEach((c) => c.invalidate()),
    onListening: () => caches.forEach((c) => c.setLive(true)),
    onLost: () => caches.forEach((c) => c.setLive(false)),
  });
}

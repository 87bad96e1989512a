/**
 * Exact lookups gathered while earlier ones are on their way to the database: under load one
 * statement answers many requests, where a round trip costs more than the lookup itself
 * (bench/results/profile.md). A lone request goes at once; at most `maxInFlight` statements run
 * at a time, and whatever arrived meanwhile goes in the next one.
 */
export class KeyBatcher<V> {
  private waiting = new Map<string, { resolve: (v: V | undefined) => void; reject: (err: unknown) => void }[]>();
  private inFlight = 0;

  constructor(
    private readonly load: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxInFlight = 2,
    private readonly maxBatch = 100,
  ) {}

  get(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.waiting.size > 0) {
      const batch = new Map<string, { resolve: (v: V | undefined) => void; reject: (err: unknown) => void }[]>();
      for (const [key, waiters] of this.waiting) {
        batch.set(key, waiters);
        this.waiting.delete(key);
        if (batch.size >= this.maxBatch) break;
      }
      this.inFlight++;
      this.load([...batch.keys()])
        .then(
          (found) => batch.forEach((waiters, key) => waiters.forEach((w) => w.resolve(found.get(key)))),
          (err: unknown) => batch.forEach((waiters) => waiters.forEach((w) => w.reject(err))),
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}

// A small time-bounded cache of catalogue answers, one per app instance: reads dominate and the catalogue changes only
// through operators, so a few seconds of staleness buy an order of magnitude in throughput (docs/decisions/0012).

export class AnswerCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** The cached answer for `key`, or `load()`'s answer (cached when the TTL is above 0). Failures are not cached. */
  async getOrLoad(key: string, load: () => Promise<Value>, now = Date.now()): Promise<Value> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

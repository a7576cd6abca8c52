import { LRUCache } from 'lru-cache';

/**
 * A cache's budget: how many entries, how long one is kept, and for values whose size varies how many
 * bytes (as `sizeOf` counts them); values of a small fixed size need no byte budget.
 */
export type CacheBudget<Value> = { maxEntries: number; ttlMs: number } & (
  { maxBytes: number; sizeOf(value: Value): number } | { maxBytes?: never; sizeOf?: never }
);

/**
 * Answers made once and kept until the data under them changes (`forget`) or their lifetime ends,
 * the least recently used leaving first when the budget is spent. Misses of one key share one
 * build: when an entry expires under load it is made once, not once per waiting request. A build
 * begun before a change is sent to those who asked for it but neither kept nor shared after it.
 */
export class ForgetfulCache<Value extends object> {
  private readonly entries: LRUCache<string, Value>;
  private generation = 0;
  /** Builds under way, one a key (bounded by the requests in flight). */
  private readonly building = new Map<string, { generation: number; value: Promise<Value>; build: { forgotten: boolean } }>();

  constructor(budget: CacheBudget<Value>) {
    const { maxBytes, sizeOf } = budget;
    this.entries = new LRUCache<string, Value>({
      max: budget.maxEntries,
      ttl: budget.ttlMs,
      ...(maxBytes === undefined ? {} : { maxSize: maxBytes, sizeCalculation: (value: Value) => Math.max(1, sizeOf(value)) }),
    });
  }

  /** The kept value, or the one `build` makes (kept unless `keep` says otherwise). */
  async get(key: string, build: () => Promise<Value>, keep: (value: Value) => boolean = () => true): Promise<Value> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const running = this.building.get(key);
    if (running?.generation === generation) return running.value;
    // Marked when its key alone is forgotten meanwhile (forgetWhere): sent, but neither kept nor shared.
    const made = { forgotten: false };
    const value = build().then((built) => {
      if (generation === this.generation && !made.forgotten && keep(built)) this.entries.set(key, built);
      return built;
    });
    this.building.set(key, { generation, value, build: made });
    void value
      .finally(() => {
        if (this.building.get(key)?.value === value) this.building.delete(key);
      })
      .catch(() => {});
    return value;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Forgets the kept entries `test` accepts, and the builds under way whose key `building` accepts
   * (their values are not known yet): the rest stays.
   */
  forgetWhere(test: (key: string, value: Value) => boolean, building: (key: string) => boolean): void {
    for (const [key, value] of [...this.entries.entries()]) if (test(key, value)) this.entries.delete(key);
    for (const [key, running] of [...this.building]) {
      if (!building(key)) continue;
      running.build.forgotten = true;
      this.building.delete(key);
    }
  }

  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

// The sessions this process has looked up, kept in memory so an authenticated call needs no round trip to find its
// session (a redemption was two round trips, the session and the redemption; docs/decisions/0019).
//
// A kept session is only as good as the news of its changes. The database tells every process when a session is
// revoked, deleted or changes hands (migration 0016: NOTIFY 'session_changed' with the token's hash, sent when the
// writing transaction commits); the process that made the change also forgets it at once, before it answers.
// Nothing is kept while that news cannot arrive: before LISTEN is in place, and from a lost listening connection until
// it is in place again (everything kept is dropped then, since what was sent in between is lost).
//
// A look-up that was under way when news arrived is not kept: it may have read the row before the change committed.
import { LRUCache } from 'lru-cache';
import type { SessionRow } from '@loyalty/db/schema';

export const sessionChangeChannel = 'session_changed';

export interface SessionCacheOptions {
  /** Sessions kept at most (the least recently used go first). */
  maxEntries: number;
  /** How long a session is kept after it was read from the database, news or not. */
  ttlMs: number;
}

export const defaultSessionCacheOptions: SessionCacheOptions = { maxEntries: 50_000, ttlMs: 60_000 };

export class SessionCache {
  private readonly entries: LRUCache<string, SessionRow>;
  private listening = false;
  /** Counts news and listening changes: a look-up keeps its row only if none came while it was under way. */
  private generation = 0;

  constructor(options: SessionCacheOptions = defaultSessionCacheOptions) {
    this.entries = new LRUCache<string, SessionRow>({ max: options.maxEntries, ttl: options.ttlMs, ttlAutopurge: false });
  }

  /** Whether sessions are being kept (news can arrive). */
  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept row of a token's hash, if any. Its expiry and revocation are still the caller's to check. */
  get(tokenHash: string): SessionRow | undefined {
    return this.listening ? this.entries.get(tokenHash) : undefined;
  }

  /** Call before reading a session from the database; pass the result to `keep`. */
  startLookup(): number {
    return this.generation;
  }

  /** Keeps a row read from the database, unless news arrived since its look-up started. */
  keep(tokenHash: string, row: SessionRow, lookup: number): void {
    if (this.listening && lookup === this.generation) this.entries.set(tokenHash, row);
  }

  /** The seen time this process just wrote, so the next call does not write it again. */
  touched(tokenHash: string, lastSeenAt: Date): void {
    const row = this.entries.get(tokenHash);
    if (row) this.entries.set(tokenHash, { ...row, lastSeenAt });
  }

  /** News of one session (a notification, or this process's own change). */
  forget(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  /** This process's own change to every session of a phone (sign-out everywhere, a new brand record, a block). */
  forgetPhone(phone: string): void {
    this.generation += 1;
    for (const [tokenHash, row] of this.entries.entries()) {
      if (row.phone === phone) this.entries.delete(tokenHash);
    }
  }

  /** Whether news can arrive; on either change everything kept is dropped. */
  setListening(listening: boolean): void {
    this.generation += 1;
    this.listening = listening;
    this.entries.clear();
  }
}

// Prepared statements for the queries every request of a hot path runs: the SQL is built by drizzle once
// per database handle and PostgreSQL parses it once per connection; each call only binds its values.
import type { Executor } from '@loyalty/db/client';

/**
 * `build(executor)` returns drizzle's `.prepare(name)` of a query written with `sql.placeholder`s; the result is
 * cached per executor (the app's database handle; a transaction gets its own). Names must be unique per query text.
 */
export function preparedQuery<Query>(build: (executor: Executor) => Query): (executor: Executor) => Query {
  const byExecutor = new WeakMap<Executor, Query>();
  return (executor) => {
    let query = byExecutor.get(executor);
    if (query === undefined) {
      query = build(executor);
      byExecutor.set(executor, query);
    }
    return query;
  };
}

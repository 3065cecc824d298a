// The campaigns engine's short list of running campaigns, without a database: executors stand in for a pool and a
// transaction, so what waits on what is visible.
import { describe, expect, it } from 'vitest';
import type { Executor } from '@loyalty/db/client';
import type { CampaignRow } from '@loyalty/db/schema';
import { CampaignEngine } from './engine.ts';

/** An executor whose one query (runningCampaigns: select … from … where …) answers `answer`; counts its reads. */
function executorAnswering(answer: Promise<CampaignRow[]>): Executor & { reads: number } {
  const executor = {
    reads: 0,
    select: () => ({
      from: () => ({
        where: () => {
          executor.reads += 1;
          return answer;
        },
      }),
    }),
  };
  return executor as unknown as Executor & { reads: number };
}

const campaign = { id: 7, brand: 'glo', trigger: 'pack_code_credited', status: 'active' } as CampaignRow;

describe('CampaignEngine.running', () => {
  it("reads with the caller's own executor, never waiting on another caller's read", async () => {
    const engine = new CampaignEngine();
    // A read through the pool that waits for a connection every transaction holds: it never answers.
    const pool = executorAnswering(new Promise<CampaignRow[]>(() => undefined));
    const transaction = executorAnswering(Promise.resolve([campaign]));
    void engine.running(pool);
    expect(await engine.running(transaction)).toEqual([campaign]);
    expect(transaction.reads).toBe(1);
  });

  it('reuses a list for cacheMs, and a read that began before an invalidation does not fill the cache', async () => {
    const engine = new CampaignEngine({ cacheMs: 60_000 });
    let answer: (rows: CampaignRow[]) => void = () => undefined;
    const slow = executorAnswering(new Promise<CampaignRow[]>((resolve) => (answer = resolve)));
    const reading = engine.running(slow);
    engine.invalidate();
    answer([campaign]);
    expect(await reading).toEqual([campaign]);
    const next = executorAnswering(Promise.resolve([]));
    expect(await engine.running(next)).toEqual([]);
    expect(await engine.running(next)).toEqual([]);
    expect(next.reads).toBe(1);
  });
});

// Breaks the table-owner rule on purpose: a module other than segments reading the segments table itself.
// table-owners.test.ts lints this text as if it were a file of the push module and expects the rule to refuse it.
import { eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { segments } from '@loyalty/db/schema';

export async function segmentName(executor: Executor, id: number): Promise<string | undefined> {
  const [row] = await executor.select({ name: segments.name }).from(segments).where(eq(segments.id, id)).limit(1);
  return row?.name;
}

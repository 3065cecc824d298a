// Breaks the table-owner rule on purpose: a module other than content reading the news table itself.
// table-owners.test.ts lints this text as if it were a file of the push module and expects the rule to refuse it.
import { eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { news } from '@loyalty/db/schema';

export async function newsTitle(executor: Executor, id: number): Promise<string | undefined> {
  const [row] = await executor.select({ title: news.title }).from(news).where(eq(news.id, id)).limit(1);
  return row?.title;
}

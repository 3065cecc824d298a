// `feedback:list`: customers' feedback on orders for an operator (newest first; photos counted, not shown).
import { z } from 'zod';
import { feedbackShopSchema } from '@loyalty/contracts/feedback';
import { defineOpsCommand } from '../command.ts';

export const feedbackListCommand = defineOpsCommand({
  name: 'feedback:list',
  summary: 'List feedback on orders and offline orders (newest first)',
  usage: '[--shop velo|ogo|glo] [--limit 100]',
  argsSchema: z.strictObject({
    shop: feedbackShopSchema.optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  }),
  readOnly: true,
  requiresReady: true,
  async run({ database }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { listFeedback } = await import('../../modules/feedback/repository.ts');
    const rows = await listFeedback(database.db, args.shop, args.limit);
    const entries = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    const lines = entries.map((entry) => {
      const target = entry.orderId !== null ? `order ${entry.orderId}` : `offline ${entry.offlineOrderId ?? '?'}`;
      const text = entry.text.replace(/\s+/g, ' ').slice(0, 80);
      return `${entry.id}  ${entry.createdAt.slice(0, 16).replace('T', ' ')}  ${entry.shop}  ${entry.phone}  ${target}  ${'★'.repeat(entry.rating)}  ${entry.photos} photo(s)  ${text}`;
    });
    return {
      output: entries.length === 0 ? 'No feedback.' : lines.join('\n'),
      data: { feedback: entries },
    };
  },
});

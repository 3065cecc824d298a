// `news:push`: marketing marks a news item as a push: every customer of its brand with notifications on and
// a subscribed browser (for an item for segments, in any of them) is told, once, through the job queue.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const newsPushCommand = defineOpsCommand({
  name: 'news:push',
  summary:
    "Send a news item as a push notification to its brand's subscribed customers (once per item; an item for " +
    'segments only to those in any of them)',
  usage: '--id <news id>',
  argsSchema: z.strictObject({ id: serialIdArg }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { markNewsAsPush } = await import('../../modules/push/news.ts');
    const result = await database.db.transaction(async (tx) => {
      const marked = await markNewsAsPush(tx, args.id);
      await audit(tx, marked);
      return marked;
    });
    log.info(result, 'ops news:push');
    return {
      output: result.queued
        ? result.segments
          ? `News ${args.id} is queued as a push to the subscribed customers of ${result.segments
              .map((segment) => `«${segment.name}» (${segment.members} now)`)
              .join(', ')}.`
          : `News ${args.id} is queued as a push to its brand's subscribed customers.`
        : `News ${args.id} was already queued as a push; nothing more to do.`,
      data: result,
    };
  },
});

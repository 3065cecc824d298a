// `xp:expire`: the daily points expiry run by hand, as if it were the day --as-of (default today in Kyiv):
// it expires what is due and sends the reminders due that day; --dry-run prints what would expire and be reminded.
import { z } from 'zod';
import { isCalendarDate } from '@loyalty/contracts/devices';
import { defineOpsCommand } from '../command.ts';

export const xpExpireCommand = defineOpsCommand({
  name: 'xp:expire',
  summary: 'Expire XP earned POINTS_EXPIRY_MONTHS ago and send the 30/7-day reminders, as of a day; --dry-run only prints',
  usage: '[--as-of YYYY-MM-DD] [--dry-run]',
  argsSchema: z.strictObject({
    'as-of': z.string().refine(isCalendarDate, 'Expected a date as YYYY-MM-DD').optional(),
    'dry-run': z.literal(true).optional(),
  }),
  requiresReady: true,
  async run({ database, config, log, audit }, args) {
    const { runPointsExpiry } = await import('../../modules/loyalty/expiry.ts');
    const { months, reminderMinXp } = config.pointsExpiry;
    if (months <= 0) {
      return {
        output: 'Points never expire here: POINTS_EXPIRY_MONTHS is 0. Nothing to do.',
        data: { months, expired: [], reminders: [] },
      };
    }
    const report = await runPointsExpiry(database.db, {
      months,
      reminderMinXp,
      ...(args['as-of'] ? { asOf: args['as-of'] } : {}),
      dryRun: args['dry-run'] === true,
      // One entry per customer, in the transaction that expired their XP or recorded their reminder.
      audit: (tx, change) => audit(tx, { ...change }),
    });
    log.info(
      { asOf: report.asOf, dryRun: report.dryRun, customers: report.expired.length, xp: report.totalExpired },
      'ops xp:expire',
    );
    const verb = report.dryRun ? 'Would expire' : 'Expired';
    const remind = report.dryRun ? 'would be reminded' : 'reminded';
    const lines = [
      `${verb} ${report.totalExpired} XP of ${report.expired.length} customer(s) as of ${report.asOf} ` +
        `(earned on or before ${report.earnedOnOrBefore}, POINTS_EXPIRY_MONTHS=${months}).`,
      ...report.expired.slice(0, 50).map((item) => `  customer ${item.customerId}: ${item.amount} XP`),
      ...(report.expired.length > 50 ? [`  … and ${report.expired.length - 50} more (--json lists all)`] : []),
      `${report.reminders.length} reminder(s) ${remind} (30 and 7 days before, at least ${reminderMinXp} XP).`,
    ];
    return { output: lines.join('\n'), data: { months, ...report } };
  },
});

// `campaigns:event`: a custom event of a customer sent from the operator's command line (a quiz won at a stand, a
// promotion taken part in offline), a fact of the campaigns of the trigger custom_event with that event name.
import { z } from 'zod';
import { brandSchema } from '@loyalty/contracts/brand';
import { uaMobileArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const campaignsEventCommand = defineOpsCommand({
  name: 'campaigns:event',
  summary:
    'Records a custom event of a customer and reports it to the running custom_event campaigns of that name; the same --event and --ref again record and credit nothing',
  usage: '--phone <+380…> --brand <glo|ogo> --event <name> --ref <text>',
  argsSchema: z.strictObject({
    phone: uaMobileArg,
    brand: brandSchema,
    event: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{1,64}$/, 'Expected 1 to 64 of a-z, 0-9, _ . -'),
    ref: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Expected 1 to 100 of A-Z, a-z, 0-9, _ . : -'),
  }),
  requiresReady: true,
  async run({ database, campaigns, audit, log }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { customersByPhone } = await import('../../modules/user/repository.ts');
    const { reportCustomEvent } = await import('../../modules/campaigns/custom-events.ts');
    const { DomainError } = await import('../../lib/domain-error.ts');
    // The event's record, the campaigns' effects and the audit entry commit together or not at all.
    const report = await database.db.transaction(async (tx) => {
      const customer = (await customersByPhone(tx, args.phone))[args.brand];
      if (!customer) throw new DomainError('not_found', `There is no ${args.brand} customer with this phone.`);
      const reported = await reportCustomEvent(tx, campaigns, {
        name: args.event,
        ref: args.ref,
        customerId: customer.id,
        brand: args.brand,
        at: new Date(),
      });
      await audit(tx, {
        customerId: customer.id,
        event: reported.event.id,
        recorded: reported.recorded,
        credited: reported.credited,
      });
      return reported;
    });
    const { credited, event } = report;
    log.info({ brand: args.brand, event: args.event, ref: args.ref, recorded: report.recorded, credited }, 'ops campaigns:event');
    if (!report.recorded) {
      return {
        output: `This event was recorded already (event ${event.id}, customer ${event.customerId}, ${event.at.toISOString()}): nothing credited again.`,
        data: { recorded: false, event: event.id, credited },
      };
    }
    const lines = credited.map((campaign) => `+${campaign.xp} XP: ${campaign.name} (campaign ${campaign.id})`);
    return {
      output: lines.length > 0 ? lines.join('\n') : 'Recorded; no running campaign credited this event.',
      data: { recorded: true, event: event.id, credited },
    };
  },
});

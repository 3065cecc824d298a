// `verification:approve`: confirms a pending request; the person becomes age-verified in both brands at once.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const verificationApproveCommand = defineOpsCommand({
  name: 'verification:approve',
  summary: 'Approve a pending age verification request (tag and metafield age_verified on every record of the phone)',
  usage: '--id <request id>',
  argsSchema: z.strictObject({ id: serialIdArg }),
  requiresReady: true,
  async run({ database, log, actor }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { approveVerification } = await import('../../modules/verification/service.ts');
    const { request, customerIds } = await approveVerification(database.db, args.id, new Date(), actor);
    log.info({ requestId: request.id, customerIds }, 'ops verification:approve');
    const records = customerIds.length === 0 ? 'no customer records yet' : `customer records ${customerIds.join(', ')}`;
    return {
      output: `Request ${request.id} approved: ${request.phone} is age-verified (${records}).`,
      data: { id: request.id, status: request.status, phone: request.phone, customerIds },
    };
  },
});

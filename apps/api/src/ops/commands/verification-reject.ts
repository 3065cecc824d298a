// `verification:reject`: declines a pending request with a reason the person sees on /verification.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const verificationRejectCommand = defineOpsCommand({
  name: 'verification:reject',
  summary: 'Reject a pending age verification request with a reason shown to the customer',
  usage: '--id <request id> --reason "<text>"',
  argsSchema: z.strictObject({
    id: serialIdArg,
    reason: z.string().trim().min(1, 'Give the customer a reason').max(500),
  }),
  requiresReady: true,
  async run({ database, log, actor }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { rejectVerification } = await import('../../modules/verification/service.ts');
    const request = await rejectVerification(database.db, args.id, args.reason, new Date(), actor);
    log.info({ requestId: request.id }, 'ops verification:reject');
    return {
      output: `Request ${request.id} rejected: ${args.reason}`,
      data: { id: request.id, status: request.status, phone: request.phone, rejectionReason: request.rejectionReason },
    };
  },
});

// `staff:create`: the first back-office account (and any later one) from the server's command line. Prints
// the generated password once, on a line of its own; it must be changed at the first sign-in.
import { z } from 'zod';
import { adminCreateStaffBodySchema, staffRoleSchema } from '@loyalty/contracts/admin';
import { defineOpsCommand } from '../command.ts';

export const staffCreateCommand = defineOpsCommand({
  name: 'staff:create',
  summary: 'Create a back-office account (roles: admin, support, moderator, marketing); prints its generated password once',
  usage: '--email <address> --role <admin|support|moderator|marketing>',
  argsSchema: z.strictObject({ email: adminCreateStaffBodySchema.shape.email, role: staffRoleSchema }),
  requiresReady: true,
  async run({ database, log, requestId }, args) {
    const { createStaff } = await import('../../modules/admin/staff.ts');
    const { opsActor } = await import('../../modules/audit/service.ts');
    const { staff, password } = await createStaff(database.db, args, opsActor(requestId));
    log.info({ staffId: staff.id, role: staff.role }, 'ops staff:create');
    return { output: `password: ${password}`, data: { staff, password } };
  },
});

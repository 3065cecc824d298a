// `staff:disable`: ends a back-office account's access at once (its sessions end); `--enable` gives it back.
import { z } from 'zod';
import { adminCreateStaffBodySchema } from '@loyalty/contracts/admin';
import { HttpError } from '../../plugins/errors.ts';
import { defineOpsCommand } from '../command.ts';

export const staffDisableCommand = defineOpsCommand({
  name: 'staff:disable',
  summary: 'Disable a back-office account (its sessions end at once); --enable restores it',
  usage: '--email <address> [--enable]',
  argsSchema: z.strictObject({ email: adminCreateStaffBodySchema.shape.email, enable: z.literal(true).optional() }),
  requiresReady: true,
  async run({ database, log, requestId }, args) {
    const { findStaffByEmail, updateStaff } = await import('../../modules/admin/staff.ts');
    const { opsActor } = await import('../../modules/audit/service.ts');
    const account = await findStaffByEmail(database.db, args.email);
    if (!account) throw new HttpError(404, 'not_found', `There is no staff account for ${args.email}.`);
    const staff = await updateStaff(database.db, account.id, { disabled: args.enable !== true }, opsActor(requestId));
    log.info({ staffId: staff.id, disabled: staff.disabled }, 'ops staff:disable');
    return { output: `${staff.email} is ${staff.disabled ? 'disabled' : 'enabled'}.`, data: { staff } };
  },
});

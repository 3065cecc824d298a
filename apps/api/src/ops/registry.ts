// Every operator command, by name. A later issue adds its command to `opsCommands`; the server runs them and the CLI
// reads their names and help from here without a server.
import type { OpsCommand, OpsCommandInfo } from './command.ts';
import { certificatesImportCommand } from './commands/certificates-import.ts';
import { codesGenerateCommand } from './commands/codes-generate.ts';
import { codesImportCommand } from './commands/codes-import.ts';
import { contentImportCommand } from './commands/content-import.ts';
import { deliveryRefreshCommand } from './commands/delivery-refresh.ts';
import { feedbackListCommand } from './commands/feedback-list.ts';
import { offersHyperProCommand } from './commands/offers-hyper-pro.ts';
import { offlineOrdersImportCommand } from './commands/offline-orders-import.ts';
import { ordersMarkPaidCommand } from './commands/orders-mark-paid.ts';
import { ordersRefundCommand } from './commands/orders-refund.ts';
import { ordersCancelCommand } from './commands/orders-cancel.ts';
import { seedDemoCommand } from './commands/seed-demo.ts';
import { statusCommand } from './commands/status.ts';
import { verificationApproveCommand } from './commands/verification-approve.ts';
import { verificationListCommand } from './commands/verification-list.ts';
import { verificationPhotoCommand } from './commands/verification-photo.ts';
import { verificationRejectCommand } from './commands/verification-reject.ts';
import { xpAdjustCommand } from './commands/xp-adjust.ts';
import { campaignsEventCommand } from './commands/campaigns-event.ts';
import { xpExpireCommand } from './commands/xp-expire.ts';
import { newsPushCommand } from './commands/news-push.ts';
import { staffCreateCommand } from './commands/staff-create.ts';
import { staffDisableCommand } from './commands/staff-disable.ts';

export const opsCommands: readonly OpsCommand[] = [
  statusCommand,
  seedDemoCommand,
  verificationListCommand,
  verificationPhotoCommand,
  verificationApproveCommand,
  verificationRejectCommand,
  xpAdjustCommand,
  xpExpireCommand,
  offersHyperProCommand,
  codesGenerateCommand,
  codesImportCommand,
  deliveryRefreshCommand,
  ordersRefundCommand,
  ordersCancelCommand,
  ordersMarkPaidCommand,
  offlineOrdersImportCommand,
  feedbackListCommand,
  certificatesImportCommand,
  contentImportCommand,
  newsPushCommand,
  staffCreateCommand,
  staffDisableCommand,
  campaignsEventCommand,
];

declare module 'fastify' {
  interface FastifyInstance {
    opsRegistry: OpsRegistry;
  }
}

export class OpsRegistry {
  private readonly commands = new Map<string, OpsCommand>();

  constructor(commands: readonly OpsCommand[] = opsCommands) {
    for (const command of commands) this.register(command);
  }

  register(command: OpsCommand): void {
    if (!/^[a-z][a-z0-9-]*(:[a-z0-9-]+)*$/.test(command.name)) {
      throw new Error(`Operator command name "${command.name}" must be lower-case words joined by - or :`);
    }
    if (this.commands.has(command.name)) throw new Error(`Operator command "${command.name}" is registered twice`);
    this.commands.set(command.name, command);
  }

  get(name: string): OpsCommand | undefined {
    return this.commands.get(name);
  }

  list(): OpsCommandInfo[] {
    return [...this.commands.values()].map(infoOf).sort((a, b) => a.name.localeCompare(b.name));
  }
}

function infoOf({ name, summary, usage }: OpsCommand): OpsCommandInfo {
  return { name, summary, usage };
}

/** The help the CLI shows when the server is down. */
export function localOpsCommandInfo(): OpsCommandInfo[] {
  return new OpsRegistry().list();
}

// What an operator command is: its help text, its argument schema and what it runs inside the server.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DatabaseHandle, Executor } from '@loyalty/db/client';
import type { AppConfig } from '../config.ts';
import type { CampaignEngine } from '../modules/campaigns/engine.ts';
import type { OrderEvents } from '../modules/orders/events.ts';
import type { AuditActor } from '../modules/audit/service.ts';

/** What a command may use. It runs inside the server process, the only one that opens the database. */
export interface OpsContext {
  database: DatabaseHandle;
  /** The app's order events: a command that moves an order runs the same subscribers as the API does. */
  orderEvents: OrderEvents;
  /** The app's campaigns engine: a custom event runs the same campaigns as the API's facts do. */
  campaigns: CampaignEngine;
  /** The running server's settings (POINTS_EXPIRY_MONTHS for xp:expire, …). */
  config: AppConfig;
  version: string;
  isReady: boolean;
  /** This call's request id: audit entries name it. */
  requestId: string;
  /** Who the audit trail names: the operator ('ops'), with this call's request id. */
  actor: AuditActor;
  /**
   * Writes this command's audit entry (`ops.<name>`, its flags without a file's text, and `result`) with `tx`, the
   * transaction of the change, so the change and its entry commit together or not at all.
   */
  audit(tx: Executor, result: Record<string, unknown>): Promise<void>;
  log: FastifyBaseLogger;
}

export interface OpsResult {
  /** Text for a person at a terminal. */
  output: string;
  /** The same result for scripts (`--json`). */
  data: Record<string, unknown>;
}

export interface OpsCommandInfo {
  name: string;
  summary: string;
  /** Flags after the name, e.g. "[--json]" or "--phone <+380…>". */
  usage: string;
}

export interface OpsCommand<Args extends z.ZodType = z.ZodType> extends OpsCommandInfo {
  /** Validates the CLI flags (`--name value` arrive as strings; coerce numbers and booleans here). */
  argsSchema: Args;
  /** False only for commands that must answer while migrations still run (status). */
  requiresReady: boolean;
  /**
   * A command that changes nothing (lists, status): it is not written to the audit trail. Every other command writes
   * its audit entry in the transaction of its change (`context.audit`, or a service given `context.actor`).
   */
  readOnly?: boolean;
  /**
   * For a command that takes a FILE (codes:import): the CLI reads it on the operator's machine and sends its text as
   * this argument, and its name as `file`. The server never opens paths given by a client.
   */
  fileArgument?: string;
  run(context: OpsContext, args: z.output<Args>): Promise<OpsResult>;
}

/** Keeps the argument type of `run` tied to the schema while the registry stores commands of any arguments. */
export function defineOpsCommand<Args extends z.ZodType>(command: OpsCommand<Args>): OpsCommand {
  return command as unknown as OpsCommand;
}

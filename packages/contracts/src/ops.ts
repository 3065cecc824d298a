// Wire schemas of /api/ops (operator commands): the server's routes and the command-line client (apps/api/src/ops/cli.ts).
import { z } from 'zod';

export const opsCommandInfoSchema = z.object({
  name: z.string(),
  summary: z.string(),
  usage: z.string(),
});

export const opsCommandListResponseSchema = z.object({ commands: z.array(opsCommandInfoSchema) });
export type OpsCommandListResponse = z.infer<typeof opsCommandListResponseSchema>;

export const opsRunBodySchema = z.object({
  command: z.string().min(1).max(100),
  /** CLI flags: `--name value` as a string, a bare `--name` as true. */
  args: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
export type OpsRunBody = z.input<typeof opsRunBodySchema>;

export const opsRunResponseSchema = z.object({
  command: z.string(),
  output: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type OpsRunResponse = z.infer<typeof opsRunResponseSchema>;

// /api/ops: lists and runs operator commands for the CLI, behind the operator bearer token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@loyalty/contracts/endpoints/ops';
import { opsActor, recordAudit } from '../modules/audit/service.ts';
import { HttpError } from '../plugins/errors.ts';
import { requireOpsToken } from '../plugins/ops-auth.ts';
import { routeOf } from '../lib/endpoint-route.ts';

const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireOpsToken(app, app.config.opsToken);
  const security = [{ opsToken: [] }];

  app.route({
    ...(await routeOf(endpoints.opsGetCommands, { tags: ['ops'], summary: 'List operator commands', security })),
    handler: async () => ({ commands: app.opsRegistry.list() }),
  });

  app.route({
    ...(await routeOf(endpoints.opsRun, {
      tags: ['ops'],
      summary: 'Run an operator command',
      description: 'Used by `npm run ops -- <command>`; the command runs inside this process.',
      security,
    })),
    // A codes:import carries its CSV file (up to 16 MB); the operator token guards this route.
    bodyLimit: 24 * 1024 * 1024,
    handler: async (request) => {
      const { command: name, args } = request.body;
      const command = app.opsRegistry.get(name);
      if (!command) throw new HttpError(404, 'not_found', `No operator command "${name}". Run \`npm run ops -- help\`.`);
      if (command.requiresReady && !app.readiness.isReady) {
        throw new HttpError(503, 'service_unavailable', 'The server is still starting; try again in a few seconds.');
      }
      const parsed = command.argsSchema.safeParse(args);
      if (!parsed.success) {
        throw new HttpError(
          400,
          'validation_failed',
          `Wrong arguments for "${name}". Usage: ${name} ${command.usage}`.trim(),
          parsed.error.issues.flatMap((issue) => {
            const path = ['body', 'args', ...issue.path.map(String)];
            if (issue.code === 'unrecognized_keys') {
              return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: 'Unknown flag' }));
            }
            return [{ field: path.join('.'), message: issue.message }];
          }),
        );
      }
      request.log.info({ command: name }, 'operator command');
      const actor = opsActor(String(request.id));
      // The entry names the flags the command was given (a file's text only by its name) and what it answered.
      const flags = { ...(parsed.data as Record<string, unknown>) };
      if (command.fileArgument) delete flags[command.fileArgument];
      const result = await command.run(
        {
          database: app.database,
          orderEvents: app.orderEvents,
          campaigns: app.campaigns,
          config: app.config,
          version: app.buildVersion,
          isReady: app.readiness.isReady,
          requestId: String(request.id),
          actor,
          audit: (tx, data) =>
            recordAudit(tx, actor, {
              action: `ops.${name}`,
              after: { args: flags, result: data },
              reason: typeof flags.reason === 'string' ? flags.reason : '',
            }),
          log: request.log,
        },
        parsed.data,
      );
      return { command: name, output: result.output, data: result.data };
    },
  });
};

export default opsRoutes;

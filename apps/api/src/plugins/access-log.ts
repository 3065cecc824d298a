// One log line per call: Fastify's own request logging writes two, "incoming request" when a call comes and "request
// completed" when it is answered. The second now carries what the first did (method, URL, client) besides the status
// and time, and the first is not written: half the log volume at LOG_LEVEL=info, and a few microseconds less CPU per
// call. Fastify's other lines (route not found, stream errors, …) stay as they are, and a route's logLevel
// still applies, so the health probe's successful answers log nothing.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerCallLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

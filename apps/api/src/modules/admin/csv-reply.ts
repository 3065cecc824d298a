// Every back-office list can be downloaded as CSV: the same call with `format=csv`, sent as a file.
import type { FastifyReply } from 'fastify';
import { toCsv } from '../../lib/csv.ts';

export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): FastifyReply {
  // A string body is sent as it is: the route's JSON response schema does not apply to it.
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(toCsv(header, rows));
}

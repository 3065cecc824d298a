// `verification:list`: age verification requests for an operator to review (newest first, without the photos).
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

const statuses = ['pending', 'approved', 'rejected'] as const;

export const verificationListCommand = defineOpsCommand({
  name: 'verification:list',
  summary: 'List age verification requests (all, or of one status)',
  usage: '[--status pending|approved|rejected] [--limit 100]',
  argsSchema: z.strictObject({
    status: z.enum(statuses).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  }),
  readOnly: true,
  requiresReady: true,
  async run({ database }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { listVerificationRequests } = await import('../../modules/verification/service.ts');
    const rows = await listVerificationRequests(database.db, args.status, args.limit);
    const requests = rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      firstName: row.firstName,
      lastName: row.lastName,
      birthDate: row.birthDate,
      documentType: row.documentType,
      photoMime: row.photoMime,
      status: row.status,
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    }));
    const header = ['id', 'status', 'created', 'phone', 'name', 'birth date', 'document'];
    const lines = requests.map((request) => [
      String(request.id),
      request.status,
      request.createdAt.slice(0, 16).replace('T', ' '),
      request.phone,
      `${request.firstName} ${request.lastName}`,
      request.birthDate,
      request.documentType,
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
    const format = (cells: string[]) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd();
    const output =
      requests.length === 0
        ? `No${args.status ? ` ${args.status}` : ''} verification requests.`
        : [format(header), ...lines.map(format)].join('\n');
    return { output, data: { requests } };
  },
});

// `verification:photo`: the document photo of a request, for the operator to look at before deciding.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const verificationPhotoCommand = defineOpsCommand({
  name: 'verification:photo',
  summary: 'The document photo of a verification request (base64 in --json output)',
  usage: '--id <request id>',
  argsSchema: z.strictObject({ id: serialIdArg }),
  readOnly: true,
  requiresReady: true,
  async run({ database, log }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { verificationPhoto } = await import('../../modules/verification/service.ts');
    const { photo, photoMime } = await verificationPhoto(database.db, args.id);
    // Personal data: the access is logged, and the photo is never written to disk by the server.
    log.info({ requestId: args.id }, 'ops verification:photo');
    const file = `verification-${args.id}.${extensions[photoMime] ?? 'bin'}`;
    const save =
      `npm run --silent ops -- verification:photo --id ${args.id} --json | ` +
      `node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>process.stdout.write(Buffer.from(JSON.parse(s).base64,'base64')))" > ${file}`;
    return {
      output: `Request ${args.id}: ${photoMime}, ${Math.ceil(photo.length / 1024)} KB. Save it with:\n${save}`,
      data: { id: args.id, mime: photoMime, bytes: photo.length, base64: photo.toString('base64') },
    };
  },
});

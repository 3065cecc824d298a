// `content:import FILE`: pages, news and FAQ lists of the brands from a JSON bundle or a directory of HTML files.
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { defineOpsCommand } from '../command.ts';

const maxLength = 32 * 1024 * 1024;

export const contentImportCommand = defineOpsCommand({
  name: 'content:import',
  summary: 'Import content pages, news and FAQ (JSON {pages,news,faq} or a directory of HTML files with front matter)',
  usage: 'FILE|DIRECTORY',
  fileArgument: 'source',
  argsSchema: z.strictObject({
    source: z
      .string({ error: 'Name the file or directory: content:import FILE' })
      .max(maxLength, 'The input is larger than 32 MB'),
    file: z.string().max(500).optional(),
  }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { ContentImportError, importContent, parseContentImport } = await import('../../modules/content/import.ts');
    let bundle;
    try {
      bundle = parseContentImport(args.source, args.file);
    } catch (error) {
      // Nothing was written: the operator gets the file and field at fault, not a 500.
      if (error instanceof ContentImportError) throw new HttpError(400, 'validation_failed', error.message);
      throw error;
    }
    const result = await database.db.transaction(async (tx) => {
      const imported = await importContent(tx, bundle);
      await audit(tx, { ...imported });
      return imported;
    });
    log.info({ ...result, file: args.file }, 'ops content:import');
    return {
      output:
        `${result.pages} page(s) written, ${result.newsCreated} news item(s) added and ${result.newsUpdated} updated, ` +
        `${result.faq} FAQ entr${result.faq === 1 ? 'y' : 'ies'} written.`,
      data: { ...result },
    };
  },
});

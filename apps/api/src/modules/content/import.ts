// `content:import`: parses a JSON bundle or HTML files with front matter into pages, news and FAQ entries, sanitises
// their HTML like get-page-by-id does, and writes them per brand in one transaction.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { brandSchema, type Brand } from '@loyalty/contracts/brand';
import { contentPageSlugs, faqTopicSchema } from '@loyalty/contracts/content';
import type { Executor } from '@loyalty/db/client';
import { contentPages, faqItems, news } from '@loyalty/db/schema';
import { sanitizePageHtml } from './sanitize.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

const pageSchema = z.strictObject({
  brand: brandSchema,
  slug: z.enum(contentPageSlugs),
  title: text(200),
  body_html: z.string().max(500_000),
});
const newsSchema = z.strictObject({
  brand: brandSchema,
  title: text(200),
  summary: z.string().trim().max(1000).default(''),
  body_html: z.string().max(500_000),
  image_src: z
    .string()
    .regex(/^(\/|https:\/\/)\S+$/, 'expected a path starting with / or an https:// URL')
    .max(1000),
  published_at: z.iso.datetime({ offset: true }).optional(),
});
const faqSchema = z.strictObject({
  brand: brandSchema,
  topic: faqTopicSchema,
  title: text(300),
  text: text(5000),
  position: z.number().int().min(0).optional(),
});

export const contentBundleSchema = z.strictObject({
  pages: z.array(pageSchema).default([]),
  news: z.array(newsSchema).default([]),
  faq: z.array(faqSchema).default([]),
});
export type ContentBundle = z.output<typeof contentBundleSchema>;

export class ContentImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentImportError';
  }
}

/** `---\nkey: value\n---\n<html>`: flat keys only; values run to the end of the line, optionally quoted. */
export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } | null {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z_]+)\s*:\s*(.*)$/.exec(line);
    if (!pair) throw new ContentImportError(`front matter line "${line.slice(0, 80)}" is not "key: value"`);
    fields[pair[1]!.toLowerCase()] = pair[2]!.trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return { fields, body: match[2]!.trim() };
}

/** One HTML file: `slug: <page>` makes a page, `news: true` a news item; `brand` and `title` are always needed. */
function entryOfHtmlFile(source: string): { pages?: unknown[]; news?: unknown[] } {
  const parsed = parseFrontMatter(source);
  if (!parsed) throw new ContentImportError('expected front matter between --- lines at the top');
  const { fields, body } = parsed;
  if (fields.news !== undefined && fields.news !== 'false') {
    return {
      news: [
        {
          brand: fields.brand,
          title: fields.title,
          summary: fields.summary,
          body_html: body,
          image_src: fields.image ?? fields.image_src,
          published_at: fields.published_at ?? fields.date,
        },
      ],
    };
  }
  if (fields.slug === undefined) throw new ContentImportError('front matter needs slug (a page) or news: true');
  return { pages: [{ brand: fields.brand, slug: fields.slug, title: fields.title, body_html: body }] };
}

function issuesText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** The text the CLI sent: a JSON bundle, a directory as {files: [{name, text}]}, or a single HTML file. */
export function parseContentImport(source: string, fileName = 'FILE'): ContentBundle {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    json = undefined;
  }
  const directory = z.object({ files: z.array(z.object({ name: z.string(), text: z.string() })) }).safeParse(json);
  const raw: { pages: unknown[]; news: unknown[]; faq: unknown[] } = { pages: [], news: [], faq: [] };
  if (directory.success) {
    const htmlFiles = directory.data.files.filter((file) => /\.html?$/i.test(file.name));
    if (htmlFiles.length === 0) throw new ContentImportError(`${fileName} holds no .html files`);
    for (const file of htmlFiles) {
      try {
        const entry = entryOfHtmlFile(file.text);
        raw.pages.push(...(entry.pages ?? []));
        raw.news.push(...(entry.news ?? []));
        // Validate per file so that the error names the file, not an index.
        contentBundleSchema.parse(entry);
      } catch (error) {
        const why = error instanceof z.ZodError ? issuesText(error) : (error as Error).message;
        throw new ContentImportError(`${file.name}: ${why}`);
      }
    }
  } else if (json !== undefined) {
    const bundle = contentBundleSchema.safeParse(json);
    if (!bundle.success) throw new ContentImportError(`${fileName}: ${issuesText(bundle.error)}`);
    return sanitised(bundle.data);
  } else {
    try {
      const entry = entryOfHtmlFile(source);
      raw.pages.push(...(entry.pages ?? []));
      raw.news.push(...(entry.news ?? []));
    } catch (error) {
      throw new ContentImportError(`${fileName}: ${(error as Error).message} (or give a JSON bundle)`);
    }
  }
  const bundle = contentBundleSchema.safeParse(raw);
  if (!bundle.success) throw new ContentImportError(`${fileName}: ${issuesText(bundle.error)}`);
  return sanitised(bundle.data);
}

/** The HTML is stored sanitised too: the database never holds markup the client must not render. */
function sanitised(bundle: ContentBundle): ContentBundle {
  return {
    pages: bundle.pages.map((page) => ({ ...page, body_html: sanitizePageHtml(page.body_html) })),
    news: bundle.news.map((item) => ({ ...item, body_html: sanitizePageHtml(item.body_html) })),
    faq: bundle.faq,
  };
}

export interface ContentImportResult {
  pages: number;
  newsCreated: number;
  newsUpdated: number;
  faq: number;
}

/**
 * Pages are upserted by brand and slug; a news item replaces the brand's item of the same title; the FAQ lists named
 * by (brand, topic) are replaced whole, so re-importing the same file changes nothing.
 */
export async function importContent(db: Executor, bundle: ContentBundle): Promise<ContentImportResult> {
  return db.transaction(async (tx) => {
    const result: ContentImportResult = { pages: 0, newsCreated: 0, newsUpdated: 0, faq: 0 };
    for (const page of bundle.pages) {
      await tx
        .insert(contentPages)
        .values({ brand: page.brand, slug: page.slug, title: page.title, bodyHtml: page.body_html })
        .onConflictDoUpdate({
          target: [contentPages.brand, contentPages.slug],
          set: { title: page.title, bodyHtml: page.body_html, updatedAt: new Date() },
        });
      result.pages += 1;
    }
    for (const item of bundle.news) {
      const values = {
        brand: item.brand,
        title: item.title,
        summary: item.summary,
        bodyHtml: item.body_html,
        imageSrc: item.image_src,
        ...(item.published_at ? { publishedAt: new Date(item.published_at) } : {}),
      };
      const updated = await tx
        .update(news)
        .set(values)
        .where(and(eq(news.brand, item.brand), eq(news.title, item.title)))
        .returning({ id: news.id });
      if (updated.length > 0) result.newsUpdated += 1;
      else {
        await tx.insert(news).values(values);
        result.newsCreated += 1;
      }
    }
    const lists = new Map<string, { brand: Brand; topic: ContentBundle['faq'][number]['topic'] }>();
    for (const item of bundle.faq) lists.set(`${item.brand}/${item.topic}`, { brand: item.brand, topic: item.topic });
    for (const { brand, topic } of lists.values()) {
      await tx.delete(faqItems).where(and(eq(faqItems.brand, brand), eq(faqItems.topic, topic)));
      const items = bundle.faq.filter((item) => item.brand === brand && item.topic === topic);
      await tx
        .insert(faqItems)
        .values(
          items.map((item, index) => ({ brand, topic, title: item.title, text: item.text, position: item.position ?? index })),
        );
      result.faq += items.length;
    }
    return result;
  });
}

// The media library's rows: a staff upload stored with its audit entry in one transaction, the brand's
// pictures listed to pick from, one file read to serve, and the rule that a news cover comes from its brand's library.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { libraryPathPrefix, parseLibraryPath, type AdminMediaItem, type MediaKind } from '@loyalty/contracts/media';
import type { Database, Executor } from '@loyalty/db/client';
import { mediaLibrary } from '@loyalty/db/schema';
import { mediaImageSrcSet, type MediaImageWidth } from '@loyalty/domain/media-image';
import { DomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { newsCoverUseCount } from '../content/repository.ts';
import type { EncodedPicture } from './encode.ts';

/** The served path of a library picture in one width. */
export function libraryPath(brand: Brand, key: string, width: MediaImageWidth = 640): string {
  return `${libraryPathPrefix}${brand}-${key}-${width}.webp`;
}

/** What a file name says of the picture, for the list: no folders, no extension, at most 120 characters. */
function titleOf(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const title = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return (title || 'picture').slice(0, 120);
}

const listedColumns = {
  id: mediaLibrary.id,
  brand: mediaLibrary.brand,
  key: mediaLibrary.key,
  kind: mediaLibrary.kind,
  title: mediaLibrary.title,
  width: mediaLibrary.width,
  height: mediaLibrary.height,
  createdAt: mediaLibrary.createdAt,
  usedBy: newsCoverUseCount(sql`'/media/library/' || ${mediaLibrary.brand} || '-' || ${mediaLibrary.key} || '-640.webp'`),
};

interface ListedRow {
  id: number;
  brand: Brand;
  key: string;
  kind: MediaKind;
  title: string;
  width: number;
  height: number;
  createdAt: Date;
  usedBy: number;
}

function mediaItemOf(row: ListedRow): AdminMediaItem {
  const src = libraryPath(row.brand, row.key);
  return {
    id: row.id,
    brand: row.brand,
    kind: row.kind,
    title: row.title,
    src,
    srcset: mediaImageSrcSet(src) ?? '',
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    used_by: Number(row.usedBy),
  };
}

export async function addToLibrary(
  db: Database,
  input: { brand: Brand; kind: MediaKind; fileName: string | undefined; picture: EncodedPicture },
  actor: AuditActor,
): Promise<AdminMediaItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaLibrary)
      .values({
        brand: input.brand,
        key: randomBytes(12).toString('hex'),
        kind: input.kind,
        title: titleOf(input.fileName),
        width: input.picture.width,
        height: input.picture.height,
        webp320: input.picture.files[320],
        webp640: input.picture.files[640],
        createdBy: actor.staffId,
      })
      .returning({ id: mediaLibrary.id });
    if (!row) throw new Error('media insert returned no row');
    const [listed] = await tx.select(listedColumns).from(mediaLibrary).where(eq(mediaLibrary.id, row.id));
    const item = mediaItemOf(listed as ListedRow);
    await recordAudit(tx, actor, {
      action: 'media.upload',
      targetType: 'media',
      targetId: item.id,
      after: { brand: item.brand, kind: item.kind, title: item.title, src: item.src, width: item.width, height: item.height },
    });
    return item;
  });
}

export async function listLibrary(
  executor: Executor,
  filter: { brand: Brand; kind?: MediaKind | undefined; query: string },
  page: { page: number; perPage: number },
): Promise<{ media: AdminMediaItem[]; total: number }> {
  const conditions: SQL[] = [eq(mediaLibrary.brand, filter.brand)];
  if (filter.kind) conditions.push(eq(mediaLibrary.kind, filter.kind));
  if (filter.query) conditions.push(ilike(mediaLibrary.title, `%${filter.query.replace(/[\\%_]/g, '\\$&')}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    executor
      .select(listedColumns)
      .from(mediaLibrary)
      .where(where)
      .orderBy(desc(mediaLibrary.createdAt), desc(mediaLibrary.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ value: count() }).from(mediaLibrary).where(where),
  ]);
  return { media: rows.map((row) => mediaItemOf(row as ListedRow)), total: total?.value ?? 0 };
}

/** The bytes of one served file, or null when no picture has that brand and key. */
export async function libraryFile(executor: Executor, brand: Brand, key: string, width: MediaImageWidth): Promise<Buffer | null> {
  const column = width === 320 ? mediaLibrary.webp320 : mediaLibrary.webp640;
  const [row] = await executor
    .select({ bytes: column })
    .from(mediaLibrary)
    .where(and(eq(mediaLibrary.key, key), eq(mediaLibrary.brand, brand)))
    .limit(1);
  return row?.bytes ?? null;
}

/**
 * The cover a news item may have: a picture of its own brand's library (stored by its widest path), or the cover it
 * already has while its brand stays. Anything else (another article's shipped picture, another brand's upload, a
 * deleted or made-up key) is a 400 naming image_src, so an item never goes live with a picture that is not its own.
 */
export async function checkedNewsCover(
  executor: Executor,
  brand: Brand,
  imageSrc: string,
  current?: { brand: Brand; imageSrc: string },
): Promise<string> {
  if (current && current.imageSrc === imageSrc && current.brand === brand) return imageSrc;
  const problem = (message: string) =>
    new DomainError('validation_failed', 'Choose the cover from the media library of the item’s brand.', [
      { field: 'body.image_src', message },
    ]);
  const parsed = parseLibraryPath(imageSrc);
  if (!parsed) throw problem('Not a picture of the media library');
  if (parsed.brand !== brand) throw problem(`A picture of ${parsed.brand}, not ${brand}`);
  const [row] = await executor
    .select({ id: mediaLibrary.id })
    .from(mediaLibrary)
    .where(and(eq(mediaLibrary.key, parsed.key), eq(mediaLibrary.brand, brand)))
    .limit(1);
  if (!row) throw problem('No such picture in the media library');
  return libraryPath(brand, parsed.key);
}

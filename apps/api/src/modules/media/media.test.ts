// The media library: uploads checked by their bytes and size, re-encoded to WebP in the app's widths
// without metadata, per brand (listed, served and usable as a news cover only for their own brand), audited.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxMediaUploadBytes } from '@loyalty/contracts/media';
import { auditLog, mediaLibrary } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { multipart } from '../../testing/multipart.ts';
import { signedInStaff } from '../admin/testing.ts';

let testApp: TestApp;
let marketing: Record<string, string>;
let moderator: Record<string, string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  marketing = (await signedInStaff(testApp, 'marketing', 'media-marketing@staff.example')).headers;
  moderator = (await signedInStaff(testApp, 'moderator', 'media-moderator@staff.example')).headers;
  // Two staff sign-ins (scrypt) on a busy machine: more than the default hook time, and no measure of anything.
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

/** A real picture of `width` × `height` in a format, drawn with two colours so that it is not blank. */
async function picture(format: 'jpeg' | 'png' | 'webp', width = 800, height = 600): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#e85d04' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1b1b1f' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

function upload(
  file: { data: Buffer; filename: string; contentType: string } | null,
  fields: Record<string, string> = { brand: 'glo' },
  headers = marketing,
) {
  const body = multipart(fields, file ? [{ name: 'file', ...file }] : []);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function libraryRows() {
  return testApp.database.db.select({ id: mediaLibrary.id }).from(mediaLibrary);
}

function fieldsOf(response: { json(): unknown }): string[] {
  const body = response.json() as { error: { fields?: { field: string }[] } };
  return (body.error.fields ?? []).map((entry) => entry.field);
}

describe('uploading into the media library', () => {
  it.each([
    ['jpeg', 'cover.jpg', 'image/jpeg'],
    ['png', 'cover.png', 'image/png'],
    ['webp', 'cover.webp', 'image/webp'],
  ] as const)('takes a %s, stores it as WebP 320 and 640 px wide and serves both', async (format, filename, type) => {
    const response = await upload({ data: await picture(format), filename, contentType: type });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ brand: 'glo', kind: 'cover', title: 'cover', width: 640, height: 480, used_by: 0 });
    expect(item.src).toMatch(/^\/media\/library\/glo-[a-f0-9]{24}-640\.webp$/);
    expect(item.srcset).toBe(`${item.src.replace('-640.', '-320.')} 320w, ${item.src} 640w`);
    for (const [src, width] of [
      [item.src, 640],
      [item.src.replace('-640.', '-320.'), 320],
    ] as const) {
      const served = await testApp.app.inject({ method: 'GET', url: src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'media'), eq(auditLog.targetId, String(item.id))));
    expect(entry).toMatchObject({ action: 'media.upload', targetType: 'media', role: 'marketing' });
  });

  it('refuses a file that is not an image whatever its name and declared type, storing nothing', async () => {
    const before = (await libraryRows()).length;
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload({ data: text, filename: 'cover.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(fieldsOf(response)).toEqual(['body.file']);
    // A JPEG's first bytes and nothing decodable after them: the magic number alone does not make a picture.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
    const broken = await upload({ data: fake, filename: 'cover.jpg', contentType: 'image/jpeg' });
    expect(broken.statusCode).toBe(400);
    expect(fieldsOf(broken)).toEqual(['body.file']);
    expect((await libraryRows()).length).toBe(before);
  });

  it('refuses a file over the size limit with 413 naming the file', async () => {
    const before = (await libraryRows()).length;
    const large = Buffer.concat([await picture('jpeg'), Buffer.alloc(maxMediaUploadBytes, 0)]);
    const response = await upload({ data: large, filename: 'huge.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response)).toEqual(['body.file']);
    expect((await libraryRows()).length).toBe(before);
  });

  it('refuses a picture narrower than the app shows, an unknown brand, a missing file and the wrong role', async () => {
    const narrow = await upload({ data: await picture('png', 200, 200), filename: 'tiny.png', contentType: 'image/png' });
    expect(narrow.statusCode).toBe(400);
    expect(fieldsOf(narrow)).toEqual(['body.file']);
    const brand = await upload({ data: await picture('png'), filename: 'a.png', contentType: 'image/png' }, { brand: 'xyz' });
    expect(brand.statusCode).toBe(400);
    expect(fieldsOf(brand)).toEqual(['body.brand']);
    const missing = await upload(null);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['body.file']);
    const forbidden = await upload(
      { data: await picture('png'), filename: 'a.png', contentType: 'image/png' },
      { brand: 'glo' },
      moderator,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('removes EXIF (camera, GPS, author) and turns the picture upright', async () => {
    // 800 × 600 stored, orientation 6: the camera was held upright, so the picture is 600 wide and 800 high.
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'Home address 12' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const source = await sharp(withExif).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);
    const response = await upload({ data: withExif, filename: 'phone.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: 640, height: Math.round((640 * 800) / 600) });
    for (const width of [320, 640]) {
      const served = await testApp.app.inject({ method: 'GET', url: response.json().src.replace('-640.', `-${width}.`) });
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.rawPayload.includes('Secret Person')).toBe(false);
      expect(served.rawPayload.includes('Exif')).toBe(false);
    }
  });
});

describe('one brand’s pictures', () => {
  it('lists, serves and lets news use a picture only for its own brand', async () => {
    const glo = (await upload({ data: await picture('png'), filename: 'glo-winter.png', contentType: 'image/png' })).json();
    const ogo = (
      await upload({ data: await picture('png'), filename: 'ogo-velo.png', contentType: 'image/png' }, { brand: 'ogo' })
    ).json();
    const listOf = async (brand: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/admin/media?brand=${brand}`, headers: marketing })).json().media as {
        id: number;
      }[];
    expect((await listOf('glo')).map((item) => item.id)).toContain(glo.id);
    expect((await listOf('glo')).map((item) => item.id)).not.toContain(ogo.id);
    expect((await listOf('ogo')).map((item) => item.id)).toEqual([ogo.id]);
    const noBrand = await testApp.app.inject({ method: 'GET', url: '/api/admin/media', headers: marketing });
    expect(noBrand.statusCode).toBe(400);

    // The key of a glo picture under the ogo name is not a file.
    const crossed = await testApp.app.inject({ method: 'GET', url: glo.src.replace('/glo-', '/ogo-') });
    expect(crossed.statusCode).toBe(404);

    const news = (imageSrc: string, brand = 'glo') =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: marketing,
        payload: {
          brand,
          title: 'Зимова акція',
          summary: 'Подвійні XP',
          body_html: '<p>Так</p>',
          image_src: imageSrc,
          published: true,
        },
      });
    // Another article's shipped picture, the other brand's upload, an unknown key: each a 400 naming image_src.
    for (const [src, brand] of [
      ['/media/news/glo-device-care-tips-640.webp', 'glo'],
      [ogo.src, 'glo'],
      [glo.src.replace(/[a-f0-9]{24}/, 'a'.repeat(24)), 'glo'],
    ] as const) {
      const refused = await news(src, brand);
      expect(refused.statusCode, src).toBe(400);
      expect(fieldsOf(refused)).toEqual(['body.image_src']);
    }
    const created = await news(glo.src.replace('-640.', '-320.'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ image_src: glo.src, published: true });
    // Moving it to ogo keeps a glo cover: refused until an ogo picture is chosen with it.
    const moved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${created.json().id}`,
      headers: marketing,
      payload: { brand: 'ogo' },
    });
    expect(moved.statusCode).toBe(400);
    const movedWithCover = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${created.json().id}`,
      headers: marketing,
      payload: { brand: 'ogo', image_src: ogo.src },
    });
    expect(movedWithCover.json()).toMatchObject({ brand: 'ogo', image_src: ogo.src });
    expect((await listOf('ogo')).find((item) => item.id === ogo.id)).toMatchObject({ used_by: 1 });
  });
});

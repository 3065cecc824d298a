// Test support: a real picture uploaded into a brand's media library through the API, for tests that need a cover.
import sharp from 'sharp';
import type { Brand } from '@loyalty/contracts/brand';
import type { AdminMediaItem } from '@loyalty/contracts/media';
import type { TestApp } from '../../test-app.ts';
import { multipart } from '../../testing/multipart.ts';

export async function uploadTestCover(
  testApp: TestApp,
  staffHeaders: Record<string, string>,
  brand: Brand,
  colour = '#e85d04',
): Promise<AdminMediaItem> {
  const data = await sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = multipart({ brand }, [{ name: 'file', filename: 'cover.png', contentType: 'image/png', data }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...staffHeaders, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`media upload ${response.statusCode}: ${response.body}`);
  return response.json() as AdminMediaItem;
}

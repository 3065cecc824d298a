import * as adminNewsEndpoints from '@loyalty/contracts/endpoints/admin-news';
import { call } from '@admin/lib/api';

export async function previewHtml(html: string): Promise<string> {
  return (await call(adminNewsEndpoints.adminPostContentPreview, { body: { html } })).html;
}

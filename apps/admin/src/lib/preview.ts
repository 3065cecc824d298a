// POST /api/admin/content/preview: rich text as the app will show it, sanitised by the server (news, pages, offers).
import { adminPreviewResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export async function previewHtml(html: string): Promise<string> {
  return (await api({ method: 'POST', path: '/content/preview', body: { html }, schema: adminPreviewResponseSchema })).html;
}

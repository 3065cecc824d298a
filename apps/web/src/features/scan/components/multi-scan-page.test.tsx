// /scan/multi against a stubbed server: client checks before upload, the multipart fields, polling to the result.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import MultiScanPage from '@/features/scan/components/multi-scan-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const uploadId = '3b241101-e2bb-4255-8caf-4136c566a962';
const photo = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'packs.jpg', { type });

function renderMulti(answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  renderRoutes([{ path: '/scan/multi', Component: MultiScanPage }], '/scan/multi');
  return network;
}

function choose(file: File): void {
  fireEvent.change(screen.getByTestId('multi-file-input'), { target: { files: [file] } });
}

const statusOf = (status: string, extra: Record<string, unknown> = {}) => ({
  upload: {
    id: uploadId,
    status,
    codes_found: 0,
    credited_xp: 0,
    error: null,
    created_at: '2026-11-01T10:00:00.000Z',
    processed_at: null,
    ...extra,
  },
});

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.getState().startSession({
    token: 'tok-m',
    customer: {
      shopify_id: 41,
      first_name: 'Ія',
      last_name: 'Кравець',
      email: 'i@example.com',
      phone: '+380671112233',
      tags: [],
    },
    shopIds: { glo: 41, ogo: null },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
});

describe('/scan/multi', () => {
  it.each([
    ['a WebP', photo(1000, 'image/webp'), 'Підійде лише фото у форматі JPEG або PNG'],
    ['a photo over 8 MB', photo(8 * 1024 * 1024 + 1), 'Фото завелике: максимум 8 МБ'],
  ])('refuses %s before uploading', async (_case, file, message) => {
    const { requests } = renderMulti(() => ({ body: {} }));
    choose(file);
    expect(screen.getByTestId('multi-problem').textContent).toBe(message);
    await act(async () => fireEvent.click(screen.getByTestId('multi-upload')));
    expect(requests).toHaveLength(0);
  });

  it('asks for a photo first', async () => {
    const { requests } = renderMulti(() => ({ body: {} }));
    await act(async () => fireEvent.click(screen.getByTestId('multi-upload')));
    expect(screen.getByTestId('multi-problem').textContent).toBe('Спочатку додай фото');
    expect(requests).toHaveLength(0);
  });

  it('uploads the photo with the session’s phone and id, then polls until the codes are credited', async () => {
    let polls = 0;
    const { requests } = renderMulti((request) => {
      if (request.url === '/mapi/multiscan/load') return { status: 202, body: { upload: { id: uploadId, status: 'queued' } } };
      polls += 1;
      return { body: polls < 2 ? statusOf('processing') : statusOf('done', { codes_found: 3, credited_xp: 60 }) };
    });
    choose(photo(2048));
    await act(async () => fireEvent.click(screen.getByTestId('multi-upload')));
    // queued as the upload answered, then what the first poll says.
    expect((await screen.findByTestId('multi-status')).textContent).toContain('Фото в черзі на обробку…');
    await vi.waitFor(() => expect(screen.getByTestId('multi-status').textContent).toContain('Шукаємо коди на фото…'));

    const upload = requests.find((request) => request.url === '/mapi/multiscan/load');
    const form = upload?.body as FormData;
    expect(upload?.method).toBe('POST');
    expect(upload?.headers.get('Authorization')).toBe('Bearer tok-m');
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'image'))).toEqual({
      phone: '+380671112233',
      user_id: '41',
      image_type: 'image/jpeg',
      product: 'glo',
    });
    expect((form.get('image') as File).size).toBe(2048);

    await vi.waitFor(() => expect(screen.getByTestId('multi-status').dataset.status).toBe('done'), { timeout: 4000 });
    expect(screen.getByTestId('multi-status').textContent).toContain('Готово! Знайдено кодів: 3. Зараховано 60 XP.');
    expect(requests.filter((request) => request.url === `/api/scan/multiscan/${uploadId}`)).toHaveLength(2);
  });

  it('explains the server’s 415', async () => {
    renderMulti(() => ({ status: 415, body: { error: { code: 'unsupported_media_type', message: 'not an image' } } }));
    choose(photo(100));
    await act(async () => fireEvent.click(screen.getByTestId('multi-upload')));
    expect((await screen.findByTestId('multi-problem')).textContent).toBe('Підійде лише фото у форматі JPEG або PNG');
  });
});

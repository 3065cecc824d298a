// /verification and /verification/other against a stubbed server: the status, the form's checks, the multipart upload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import VerificationPage from '@/features/verification/components/verification-page';
import VerificationOtherPage from '@/features/verification/components/verification-other-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';

const statusOf = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  verified: status === 'approved',
  rejection_reason: null,
  submitted_at: status === 'none' ? null : '2024-05-02T10:00:00.000Z',
  birth_date: null,
  ...extra,
});

function renderAt(path: string, answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  const router = createMemoryRouter(
    [
      { path: '/verification', Component: VerificationPage },
      { path: '/verification/other', Component: VerificationOtherPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...network };
}

const jpeg = (bytes = 1024, type = 'image/jpeg', name = 'passport.jpg') => new File([new Uint8Array(bytes)], name, { type });

function fillForm(birth = '1991-02-03'): void {
  fireEvent.change(screen.getByLabelText('Документ'), { target: { value: 'id_card' } });
  fireEvent.input(screen.getByLabelText('Дата народження'), { target: { value: birth } });
}

function choosePhoto(file: File): void {
  fireEvent.change(screen.getByTestId('photo-file-input'), { target: { files: [file] } });
}

async function submit(): Promise<void> {
  await act(async () => fireEvent.click(screen.getByTestId('verification-submit')));
}

beforeEach(() => {
  vi.spyOn(notify, 'error');
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'info');
  // jsdom has no object URLs; the preview needs one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  useSessionStore.getState().startSession({
    token: 'tok-v',
    customer: {
      shopify_id: 71,
      first_name: 'Олег',
      last_name: 'Гончар',
      email: 'o@example.com',
      phone: '+380501234500',
      tags: [],
    },
    shopIds: { glo: 71, ogo: 72 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null }, ageVerified: false });
});

describe('/verification', () => {
  it('offers the request when there is none', async () => {
    renderAt('/verification', () => ({ body: statusOf('none') }));
    expect((await screen.findByTestId('verification-status')).dataset.status).toBe('none');
    expect(screen.getByText('Вік ще не підтверджено')).toBeDefined();
    expect(screen.getByTestId('verification-start').getAttribute('href')).toBe('/verification/other');
  });

  it('shows a pending request without a way to send another', async () => {
    renderAt('/verification', () => ({ body: statusOf('pending') }));
    expect(await screen.findByText('Заявка на розгляді')).toBeDefined();
    expect(screen.queryByTestId('verification-start')).toBeNull();
  });

  it('shows the reason of a rejection and lets the customer try again', async () => {
    renderAt('/verification', () => ({ body: statusOf('rejected', { rejection_reason: 'Фото нечітке' }) }));
    expect((await screen.findByTestId('rejection-reason')).textContent).toBe('Причина: Фото нечітке');
    expect(screen.getByTestId('verification-start').textContent).toBe('Надіслати заявку ще раз');
  });

  it('an approval opens the rules link at once', async () => {
    renderAt('/verification', () => ({ body: statusOf('approved') }));
    expect(await screen.findByText('Вік підтверджено')).toBeDefined();
    await vi.waitFor(() => expect(useSessionStore.getState().ageVerified).toBe(true));
    expect(screen.queryByTestId('verification-start')).toBeNull();
  });
});

describe('/verification/other', () => {
  it('starts with the birth date given at registration', async () => {
    renderAt('/verification/other', () => ({ body: statusOf('none', { birth_date: '1990-03-09' }) }));
    const field = screen.getByLabelText('Дата народження') as HTMLInputElement;
    // Shown the Ukrainian way, whatever the browser's locale.
    await vi.waitFor(() => expect(field.value).toBe('09.03.1990'));
  });

  it('sends the fields and the photo as multipart and goes back to the status', async () => {
    const { requests, router } = renderAt('/verification/other', (request) =>
      request.url === '/api/verification/submit' ? { status: 201, body: statusOf('pending') } : { body: statusOf('pending') },
    );
    // Names come from the session, editable.
    expect((screen.getByLabelText('Ім’я') as HTMLInputElement).value).toBe('Олег');
    fillForm();
    const photo = jpeg();
    choosePhoto(photo);
    expect(await screen.findByTestId('photo-preview')).toBeDefined();
    await submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verification'));

    const sent = requests.find((request) => request.url === '/api/verification/submit');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Content-Type')).toBeNull();
    const form = sent?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'photo'))).toEqual({
      document_type: 'id_card',
      first_name: 'Олег',
      last_name: 'Гончар',
      birth_date: '1991-02-03',
    });
    expect((form.get('photo') as File).name).toBe('passport.jpg');
    expect(notify.success).toHaveBeenCalledWith('Заявку надіслано');
  });

  it.each([
    ['no photo', null, 'Додай фото документа'],
    ['a PDF', jpeg(1000, 'application/pdf', 'scan.pdf'), 'Підійде лише фото у форматі JPEG, PNG або WebP'],
    ['a photo over 5 MB', jpeg(5 * 1024 * 1024 + 1), 'Фото завелике: максимум 5 МБ'],
  ])('refuses %s before uploading', async (_case, file, message) => {
    const { requests } = renderAt('/verification/other', () => ({ body: statusOf('none') }));
    fillForm();
    if (file) choosePhoto(file);
    await submit();
    expect(await screen.findByText(message)).toBeDefined();
    expect(requests.filter((request) => request.url === '/api/verification/submit')).toHaveLength(0);
  });

  it('refuses someone under 18 before uploading', async () => {
    const { requests } = renderAt('/verification/other', () => ({ body: statusOf('none') }));
    const year = new Date().getFullYear() - 16;
    fillForm(`${year}-01-01`);
    choosePhoto(jpeg());
    await submit();
    expect(await screen.findByText('Застосунок доступний лише з 18 років')).toBeDefined();
    expect(requests.filter((request) => request.url === '/api/verification/submit')).toHaveLength(0);
  });

  it.each<[string, StubAnswer, string]>([
    ['413', { status: 413, body: { error: { code: 'payload_too_large', message: 'big' } } }, 'Фото завелике: максимум 5 МБ'],
    [
      '415',
      { status: 415, body: { error: { code: 'unsupported_media_type', message: 'type' } } },
      'Підійде лише фото у форматі JPEG, PNG або WebP',
    ],
    [
      'under_age',
      {
        status: 400,
        body: { error: { code: 'under_age', message: 'young', fields: [{ field: 'body.birth_date', message: 'x' }] } },
      },
      'Застосунок доступний лише з 18 років',
    ],
  ])('explains the server’s %s on the right field', async (_case, failure, message) => {
    renderAt('/verification/other', () => failure);
    fillForm();
    choosePhoto(jpeg());
    await submit();
    expect(await screen.findByText(message)).toBeDefined();
  });

  it('on 409 says a request is already there and shows the status', async () => {
    const { router } = renderAt('/verification/other', (request) =>
      request.url === '/api/verification/submit'
        ? { status: 409, body: { error: { code: 'conflict', message: 'pending' } } }
        : { body: statusOf('pending') },
    );
    fillForm();
    choosePhoto(jpeg());
    await submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(notify.info).toHaveBeenCalledWith('Заявка вже на розгляді або вік уже підтверджено');
  });
});

// /user-agreement: the brand's page from get-page-by-id, its server-sanitised HTML rendered as markup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useBrandStore } from '@/stores/brand-store';
import UserAgreementPage from '@/features/legal/components/user-agreement-page';
import { stubFetch, type StubAnswer } from '@/test/fetch-stub';
import '@/lib/i18n';

function renderPage(answer: StubAnswer) {
  const network = stubFetch(() => answer);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UserAgreementPage />
    </QueryClientProvider>,
  );
  return network;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useBrandStore.setState({ brand: 'glo' });
});

describe('/user-agreement', () => {
  it('asks for the active brand’s agreement and renders its HTML', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = renderPage({
      body: { title: 'Угода користувача ogo', body_html: '<h2>1. Загальні положення</h2><p>Текст <strong>угоди</strong>.</p>' },
    });
    expect(await screen.findByRole('heading', { name: 'Угода користувача ogo' })).toBeDefined();
    expect(screen.getByRole('heading', { name: '1. Загальні положення' })).toBeDefined();
    expect(screen.getByText('угоди').tagName).toBe('STRONG');
    expect(requests[0]).toMatchObject({
      url: '/api/content/get-page-by-id',
      method: 'POST',
      body: { id: 'user-agreement', product: 'ogo' },
    });
  });

  it('says what went wrong and offers a retry', async () => {
    renderPage({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } });
    expect((await screen.findByTestId('load-error')).textContent).toContain('Сервіс тимчасово недоступний. Спробуй пізніше');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeDefined();
  });
});

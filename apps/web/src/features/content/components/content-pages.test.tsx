// Page tests of the content feature: news list and item, FAQ accordion, info pages (rules for age-verified only).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { parseRuntimeConfig } from '@/config/runtime-config';
import { SupportContacts } from '@/features/content/components/support-contacts';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import NewsPage from '@/features/content/components/news-page';
import NewsItemPage from '@/features/content/components/news-item-page';
import FaqPage from '@/features/content/components/faq-page';
import { RulesPage, SupportPage, VocabularyPage } from '@/features/content/components/info-page';
import '@/lib/i18n';

function newsSummary(id: number) {
  return {
    id,
    title: `Новина ${id}`,
    summary: `Коротко ${id}`,
    image_src: `/media/news/${id}.svg`,
    published_at: '2026-11-01T10:00:00.000Z',
  };
}

function Home() {
  return <p>home</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ ageVerified: false });
});

describe('/news', () => {
  it('lists the news with sized lazy images and loads the next page', async () => {
    const { requests } = stubFetch((request: RecordedRequest): StubAnswer => {
      const offset = (request.body as { offset: number }).offset;
      if (offset === 0)
        return { body: { list: Array.from({ length: 10 }, (_, index) => newsSummary(index + 1)), has_more: true } };
      return { body: { list: [newsSummary(11)], has_more: false } };
    });
    renderRoutes([{ path: '/news', Component: NewsPage }], '/news');
    expect(screen.getByTestId('content-skeleton')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Новина 1' })).toBeDefined();
    const images = screen.getAllByRole('presentation') as HTMLImageElement[];
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    // Compact cards: a thumbnail beside the title, not a cover the width of the screen.
    expect(images[1]!.getAttribute('width')).toBe('88');
    expect(screen.getAllByTestId('news-card')[2]!.getAttribute('href')).toBe('/news/3');
    fireEvent.click(screen.getByRole('button', { name: 'Показати ще' }));
    expect(await screen.findByRole('heading', { name: 'Новина 11' })).toBeDefined();
    expect(requests.map((request) => request.body)).toEqual([
      { product: 'glo', offset: 0 },
      { product: 'glo', offset: 10 },
    ]);
    expect(screen.queryByRole('button', { name: 'Показати ще' })).toBeNull();
  });

  it('keeps «USB-C» whole in a title and a summary (a no-break hyphen)', async () => {
    stubFetch(() => ({
      body: { list: [{ ...newsSummary(1), title: 'Кабель USB-C у подарунок', summary: 'Заряджай через USB-C' }], has_more: false },
    }));
    renderRoutes([{ path: '/news', Component: NewsPage }], '/news');
    expect(await screen.findByRole('heading', { name: 'Кабель USB\u2011C у подарунок' })).toBeDefined();
    expect(screen.getByText('Заряджай через USB\u2011C')).toBeDefined();
  });

  it('shows a load error with a retry', async () => {
    stubFetch(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }));
    renderRoutes([{ path: '/news', Component: NewsPage }], '/news');
    expect(await screen.findByTestId('load-error')).toBeDefined();
  });
});

describe('/news/:newsId', () => {
  it('shows the item with its HTML', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = stubFetch(() => ({ body: { ...newsSummary(7), body_html: '<p>Тіло <strong>новини</strong></p>' } }));
    renderRoutes([{ path: '/news/:newsId', Component: NewsItemPage }], '/news/7');
    expect(await screen.findByRole('heading', { name: 'Новина 7' })).toBeDefined();
    expect(screen.getByText('новини').tagName).toBe('STRONG');
    expect(requests[0]).toMatchObject({ url: '/api/content/get-news-item', body: { id: 7, product: 'ogo' } });
  });

  it('answers the 404 page for an unknown item and for a malformed id', async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'No' } } }));
    renderRoutes([{ path: '/news/:newsId', Component: NewsItemPage }], '/news/99');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
  });

  it('does not call the server for a malformed id', async () => {
    const { requests } = stubFetch(() => ({ body: {} }));
    renderRoutes([{ path: '/news/:newsId', Component: NewsItemPage }], '/news/abc');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
    expect(requests.filter((request) => request.url.includes('get-news-item'))).toHaveLength(0);
  });
});

describe('/faq', () => {
  it('shows general and velo questions as an accordion', async () => {
    const { requests } = stubFetch((request) => {
      const topic = (request.body as { topic: string }).topic;
      return { body: { list: [{ id: topic === 'general' ? 1 : 2, title: `Питання ${topic}`, text: `Відповідь ${topic}` }] } };
    });
    renderRoutes([{ path: '/faq', Component: FaqPage }], '/faq');
    const summary = await screen.findByText('Питання general');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(await screen.findByText('Питання velo')).toBeDefined();
    expect(requests.map((request) => request.body)).toEqual(
      expect.arrayContaining([
        { product: 'glo', topic: 'general' },
        { product: 'glo', topic: 'velo' },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Словник' }).getAttribute('href')).toBe('/vocabulary');
  });
});

describe('info pages', () => {
  it('renders a page by its slug with links between the vocabularies', async () => {
    const { requests } = stubFetch(() => ({ body: { title: 'Словник', body_html: '<dl><dt>XP</dt><dd>Бали</dd></dl>' } }));
    renderRoutes([{ path: '/vocabulary', Component: VocabularyPage }], '/vocabulary');
    expect(await screen.findByText('XP')).toBeDefined();
    expect(requests[0]!.body).toEqual({ id: 'vocabulary', product: 'glo' });
    expect(screen.getByRole('link', { name: 'Словник velo' }).getAttribute('href')).toBe('/vocabulary/velo');
  });

  it('offers the support desk the server names (call, mail) and an order rating, and makes none up', async () => {
    stubFetch(() => ({ body: { title: 'Підтримка', body_html: '<p>Ми поруч.</p>' } }));
    const runtime = parseRuntimeConfig(
      JSON.stringify({ apiKey: 'k', support: { glo: { phone: '+380800300500', email: 'help@glo.example' } } }),
    );
    const { unmount } = render(<SupportContacts brand="glo" runtime={runtime} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('support-call').getAttribute('href')).toBe('tel:+380800300500');
    expect(screen.getByTestId('support-call').textContent).toBe('Подзвонити +380 800 300 500');
    expect(screen.getByTestId('support-mail').getAttribute('href')).toBe('mailto:help@glo.example');
    expect(screen.getByTestId('support-feedback').getAttribute('href')).toBe('/feedback');
    unmount();
    // ogo's desk is not configured: only the rating is offered.
    render(<SupportContacts brand="ogo" runtime={runtime} />, { wrapper: MemoryRouter });
    expect(screen.queryByTestId('support-call')).toBeNull();
    expect(screen.queryByTestId('support-mail')).toBeNull();
    expect(screen.getByTestId('support-feedback')).toBeDefined();
  });

  it('shows the desk under the support page’s own text', async () => {
    stubFetch(() => ({ body: { title: 'Підтримка', body_html: '<p>Ми поруч.</p>' } }));
    renderRoutes([{ path: '/support', Component: SupportPage }], '/support');
    expect(await screen.findByText('Ми поруч.')).toBeDefined();
    expect(within(screen.getByTestId('info-page-support')).getByTestId('support-contacts')).toBeDefined();
  });

  it('shows a skeleton first and a retry on failure', async () => {
    stubFetch(() => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }));
    renderRoutes([{ path: '/support', Component: SupportPage }], '/support');
    expect(screen.getByTestId('content-skeleton')).toBeDefined();
    expect(await screen.findByTestId('load-error')).toBeDefined();
  });

  it('sends people who are not age-verified home from /rules, without asking the server', async () => {
    const { requests } = stubFetch(() => ({ body: { title: 'Правила', body_html: '<p>r</p>' } }));
    renderRoutes(
      [
        { path: '/', Component: Home },
        { path: '/rules', Component: RulesPage },
      ],
      '/rules',
    );
    expect(await screen.findByText('home')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('shows /rules to an age-verified person', async () => {
    useSessionStore.setState({ ageVerified: true });
    stubFetch(() => ({ body: { title: 'Правила програми', body_html: '<p>r</p>' } }));
    renderRoutes([{ path: '/rules', Component: RulesPage }], '/rules');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Правила програми' })).toBeDefined());
  });
});

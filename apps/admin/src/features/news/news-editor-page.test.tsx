// The news editor's states (loading, error, data) and a marketer's work: the cover only from the item's brand's media
// library (nothing preselected), the preview as the app shows it, and the state with a message on every change.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { NewsEditorPage } from './news-editor-page';
import { NewsPage } from './news-page';

vi.setConfig({ testTimeout: 30_000 });

const glo = (id: number, title: string) => ({
  id,
  brand: 'glo',
  kind: 'cover',
  title,
  src: `/media/library/glo-${String(id).padStart(24, 'a')}-640.webp`,
  srcset: '',
  width: 640,
  height: 640,
  created_at: '2026-11-28T08:00:00.000Z',
  used_by: 0,
});
const library = (media: ReturnType<typeof glo>[]) => ({ media, total: media.length, page: 1, per_page: 12 });
const item = {
  id: 7,
  brand: 'glo',
  title: 'Зимова акція',
  summary: 'Подвійні XP до кінця грудня',
  body_html: '<p>Деталі</p>',
  image_src: glo(1, 'winter').src,
  published: true,
  state: 'published',
  published_at: '2026-11-28T09:00:00.000Z',
  push: false,
  pushed_at: null,
  updated_at: '2026-11-28T09:00:00.000Z',
  segment_ids: [] as number[],
};
const segments = {
  'GET /segments': {
    body: {
      segments: [
        { id: 5, brand: 'glo', name: 'Сплячі', rules: {}, updated_at: '2026-11-28T09:00:00.000Z' },
        { id: 6, brand: 'ogo', name: 'ogo VIP', rules: {}, updated_at: '2026-11-28T09:00:00.000Z' },
      ],
    },
  },
  'GET /segments/5/count': { body: { count: 1234 } },
};
const preview = {
  'POST /content/preview': (_url: URL, init?: RequestInit) => ({ body: { html: JSON.parse(String(init?.body)).html } }),
};

describe('news editor states', () => {
  it('shows loading while the item is on its way', () => {
    mockApi({ 'GET /news/7': () => pending() });
    renderScreen(<NewsEditorPage />, { path: '/news/7', route: '/news/:id' });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error in words with a retry', async () => {
    mockApi({ 'GET /news/7': { status: 404, body: { error: { code: 'not_found', message: 'no' } } } });
    renderScreen(<NewsEditorPage />, { path: '/news/7', route: '/news/:id' });
    expect((await screen.findByRole('alert')).textContent).toContain('Не знайдено.');
  });

  it('shows the item, its state and its cover as the app will show it', async () => {
    mockApi({ 'GET /news/7': { body: item }, 'GET /media': { body: library([glo(1, 'winter'), glo(2, 'lviv')]) }, ...preview });
    renderScreen(<NewsEditorPage />, { path: '/news/7', route: '/news/:id' });
    expect((await screen.findByTestId('news-state')).textContent).toContain('Опубліковано');
    const options = await screen.findAllByTestId('cover-option');
    expect(options.map((option) => option.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    const shown = screen.getByTestId('news-preview');
    expect(within(shown).getByText('Зимова акція')).toBeTruthy();
    expect(within(shown).getByTestId('preview-cover').getAttribute('src')).toBe(item.image_src);
    expect(screen.getByTestId('news-unpublish')).toBeTruthy();
    // Its cover is one of the library's: not shown twice.
    expect(screen.queryByTestId('cover-current')).toBeNull();
  });

  it('shows a cover that is not in the library as the current one, not as an empty library alone', async () => {
    const seeded = { ...item, image_src: '/media/news/glo-seeded-640.webp' };
    mockApi({ 'GET /news/7': { body: seeded }, 'GET /media': { body: library([]) }, ...preview });
    renderScreen(<NewsEditorPage />, { path: '/news/7', route: '/news/:id' });
    const current = await screen.findByTestId('cover-current');
    expect(current.querySelector('img')?.getAttribute('src')).toBe(seeded.image_src);
    expect(current.textContent).toContain('Поточна обкладинка');
  });
});

describe('a new item', () => {
  it('has no cover preselected, says the brand’s library is empty, and asks the library of the chosen brand', async () => {
    const calls = mockApi({ 'GET /media': { body: library([]) }, ...preview });
    renderScreen(<NewsEditorPage />, { path: '/news/new', route: '/news/:id' });
    expect(await screen.findByText('У медіатеці glo ще немає зображень: завантажте перше.')).toBeTruthy();
    expect(screen.getByText('Обкладинку ще не обрано')).toBeTruthy();
    expect(screen.getByTestId('news-state').textContent).toContain('Чернетка');
    fireEvent.click(screen.getByRole('radio', { name: 'ogo' }));
    expect(await screen.findByText('У медіатеці ogo ще немає зображень: завантажте перше.')).toBeTruthy();
    const asked = calls.mock.calls.map(([url]) => new URL(String(url), 'http://admin.test').searchParams.get('brand'));
    expect(asked).toContain('ogo');
  });

  it('is not published without a cover (nothing is asked), and is published with the one chosen, saying so', async () => {
    const calls = mockApi({
      'GET /media': { body: library([glo(1, 'winter')]) },
      'POST /news': (_url, init) => ({ body: { ...item, id: 9, ...JSON.parse(String(init?.body)), state: 'published' } }),
      'GET /news/9': { body: { ...item, id: 9 } },
      ...preview,
    });
    renderScreen(<NewsEditorPage />, { path: '/news/new', route: '/news/:id' });
    fireEvent.change(await screen.findByTestId('news-title'), { target: { value: 'Зимова акція' } });
    fireEvent.change(screen.getByTestId('news-summary'), { target: { value: 'Подвійні XP до кінця грудня' } });
    fireEvent.click(screen.getByTestId('news-publish'));
    expect(await screen.findByTestId('cover-error')).toBeTruthy();
    expect(screen.queryByTestId('news-publish-confirm')).toBeNull();
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST' && !String(init.body).includes('"html"'))).toBe(false);

    fireEvent.click(await screen.findByRole('radio', { name: 'Обрати «winter»' }));
    fireEvent.click(screen.getByTestId('news-publish'));
    fireEvent.click(await screen.findByTestId('news-publish-confirm'));
    expect(await screen.findByText('Опубліковано: новина вже в застосунку glo.')).toBeTruthy();
    const created = calls.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/news'));
    expect(JSON.parse(String(created?.[1]?.body))).toMatchObject({ published: true, image_src: glo(1, 'winter').src });
  });
});

describe('news for segments', () => {
  it('offers the brand’s segments with each one’s members now, sends the chosen ids, and drops them with the brand', async () => {
    const calls = mockApi({
      'GET /news/7': { body: item },
      'GET /media': { body: library([glo(1, 'winter')]) },
      'PATCH /news/7': (_url, init) => ({ body: { ...item, ...JSON.parse(String(init?.body)) } }),
      ...segments,
      ...preview,
    });
    renderScreen(<NewsEditorPage />, { path: '/news/7', route: '/news/:id' });
    expect((await screen.findByTestId('news-segments-counts')).textContent).toContain('усі клієнти бренду');
    fireEvent.click(screen.getByTestId('news-segments'));
    // Only glo's segments: ogo's is another brand's.
    expect(screen.queryByRole('option', { name: 'ogo VIP', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Сплячі', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('news-segments-counts').textContent).toMatch(/^Сплячі: 1\s234 клієнтів зараз$/),
    );
    fireEvent.click(screen.getByTestId('news-save'));
    await waitFor(() => expect(calls.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = calls.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ segment_ids: [5] });
    // Another brand: its segments cannot stay.
    fireEvent.click(screen.getByRole('radio', { name: 'ogo' }));
    await waitFor(() => expect(screen.getByTestId('news-segments-counts').textContent).toContain('усі клієнти бренду'));
  });

  it('asks before a push to the segment only, naming it', async () => {
    mockApi({
      'GET /news/7': { body: { ...item, segment_ids: [5] } },
      'GET /media': { body: library([glo(1, 'winter')]) },
      ...segments,
      ...preview,
    });
    renderScreen(<NewsEditorPage />, { path: '/news/7', route: '/news/:id' });
    await screen.findByTestId('news-state');
    fireEvent.click(await screen.findByRole('button', { name: 'Надіслати пуш' }));
    await waitFor(() => expect(screen.getByText(/лише підписаним клієнтам сегментів «Сплячі»/)).toBeTruthy());
  });

  it('tags an item for segments in the list', async () => {
    mockApi({
      'GET /news': {
        body: {
          news: [
            { ...item, segment_ids: [5] },
            { ...item, id: 8 },
          ],
          total: 2,
          page: 1,
          per_page: 25,
        },
      },
      ...segments,
    });
    renderScreen(<NewsPage />);
    const rows = await screen.findAllByTestId('news-row');
    await waitFor(() => expect(within(rows[0]!).getByTestId('segment-tag').textContent).toBe('Сегмент: Сплячі'));
    expect(within(rows[1]!).queryByTestId('segment-tag')).toBeNull();
  });
});

describe('news list', () => {
  it('says there is no news yet', async () => {
    mockApi({ 'GET /news': { body: { news: [], total: 0, page: 1, per_page: 25 } } });
    renderScreen(<NewsPage />);
    expect(await screen.findByText('Новин ще немає.')).toBeTruthy();
  });

  it('shows each item with its brand and state in words', async () => {
    mockApi({
      'GET /news': {
        body: {
          news: [item, { ...item, id: 8, title: 'Знята', published: false, state: 'unpublished' }],
          total: 2,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderScreen(<NewsPage />);
    const rows = await screen.findAllByTestId('news-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Опубліковано');
    expect(rows[1]?.textContent).toContain('Знято з публікації');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Знята' }).getAttribute('href')).toBe('/news/8'));
  });
});

// /scan/sticks against a stubbed server: manual entry's checks, each outcome under the field, camera failures.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import ScanCodePage from '@/features/scan/components/scan-code-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

function renderScan(answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  renderRoutes([{ path: '/scan/sticks', Component: ScanCodePage }], '/scan/sticks');
  return network;
}

const refusal = (status: number, code: string): StubAnswer => ({ status, body: { error: { code, message: code } } });

async function enterAndSend(text: string): Promise<void> {
  fireEvent.input(screen.getByTestId('code-entry'), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByTestId('redeem-submit')));
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('without a connection', () => {
  it('says so, and the message goes when the connection returns', async () => {
    let online = false;
    // An own property over jsdom's getter on Navigator.prototype, removed at the end to reveal it again.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    onTestFinished(() => {
      delete (navigator as { onLine?: boolean }).onLine;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoutes([{ path: '/scan/sticks', Component: ScanCodePage }], '/scan/sticks');
    await enterAndSend('ACDEFGHJKMNP');
    expect((await screen.findByTestId('scan-result')).dataset.outcome).toBe('network');
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(screen.queryByTestId('scan-result')).toBeNull());
  });
});

describe('manual entry', () => {
  it('asks for the code from the tin on the velo screen, from the pack on the sticks one', () => {
    stubFetch(() => ({ body: {} }));
    renderRoutes([{ path: '/scan/velo', Component: ScanCodePage }], '/scan/velo');
    expect(screen.getByText('Наведи камеру на код на банці або введи його вручну.')).toBeDefined();
    expect(screen.getByLabelText('Код з банки')).toBe(screen.getByTestId('code-entry'));
    expect(screen.getByText('Літери та цифри з банки; пробіли й дефіси можна не вводити')).toBeDefined();
    cleanup();
    renderScan(() => ({ body: {} }));
    expect(screen.getByLabelText('Код з пачки')).toBe(screen.getByTestId('code-entry'));
  });

  it('sends the normal form with channel manual and celebrates the credit under the field', async () => {
    const { requests } = renderScan(() => ({ body: { credited: 25, balance: 125 } }));
    fireEvent.input(screen.getByTestId('code-entry'), { target: { value: 'acde-fghj kmnp' } });
    // No developer-style echo of what will be sent.
    expect(screen.queryByText(/Буде надіслано/)).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('redeem-submit')));
    const result = await screen.findByTestId('scan-result');
    expect(result.dataset.outcome).toBe('credited');
    expect(result.getAttribute('role')).toBe('status');
    expect(screen.getByRole('status').textContent).toContain('Зараховано 25 XP! Мій баланс: 125 XP');
    expect(screen.getByTestId('scan-credited').textContent).toBe('+25 XP');
    expect(screen.getByTestId('scan-balance').textContent).toBe('Мій баланс: 125 XP');
    // Where the customer looks: inside the entry form, right after the field and before the button.
    const form = screen.getByTestId('manual-entry');
    expect(form.contains(result)).toBe(true);
    expect(result.compareDocumentPosition(screen.getByTestId('scan-again')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // It takes the hint's place, right under the field.
    expect(screen.queryByText('Літери та цифри з пачки; пробіли й дефіси можна не вводити')).toBeNull();
    expect(requests[0]?.url).toBe('/api/scan/redeem');
    expect(requests.filter((request) => request.url === '/api/scan/redeem')).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ code: 'ACDEFGHJKMNP', product: 'glo', channel: 'manual' });
    // Ready for the next pack: the credited code is gone from the field.
    expect((screen.getByTestId('code-entry') as HTMLInputElement).value).toBe('');
  });

  it('after a credit offers the next pack first and the way to spend, with the scans left this month', async () => {
    const { requests } = renderScan((request) =>
      request.url === '/api/scan/get-wide-count'
        ? {
            body: {
              code: 200,
              errors: [],
              data: { subscription: false, calculation_amount_bonuses: 50, scan_counter: 2, scan_balance: 5 },
            },
          }
        : { body: { credited: 25, balance: 125 } },
    );
    // Nothing asked of the month before a credit.
    expect(requests).toHaveLength(0);
    await enterAndSend('ACDEFGHJKMNP');
    await screen.findByTestId('scan-result');
    expect(screen.queryByTestId('redeem-submit')).toBeNull();
    const again = screen.getByTestId('scan-again');
    expect(again.textContent).toBe('Сканувати ще');
    expect(again.className).toContain('button--primary');
    const spend = screen.getByTestId('scan-spend');
    expect(spend.textContent).toBe('Обміняти бали');
    expect(spend.getAttribute('href')).toBe('/spend-points');
    expect(spend.className).toContain('button--secondary');
    expect((await screen.findByTestId('scan-left')).textContent).toBe('Залишилось 5 сканувань цього місяця');
    expect(requests.find((request) => request.url === '/api/scan/get-wide-count')?.body).toEqual({
      product_variant: 'sticks',
      product: 'glo',
    });
    fireEvent.click(again);
    expect(document.activeElement).toBe(screen.getByTestId('code-entry'));
    // The card stays while the next code is typed; the submit button comes back for it.
    fireEvent.input(screen.getByTestId('code-entry'), { target: { value: 'BCDEFGHJKMNP' } });
    expect(screen.getByTestId('scan-result').dataset.outcome).toBe('credited');
    expect(screen.getByTestId('redeem-submit').textContent).toBe('Зарахувати код');
    expect(screen.queryByTestId('scan-again')).toBeNull();
  });

  it.each([
    ['ABC-12', 'У коді щонайменше 10 символів: перевір, чи введено його повністю'],
    ['ABCDEFGHJK#', 'Код складається лише з латинських літер і цифр'],
  ])('refuses %s before sending', async (text, message) => {
    const { requests } = renderScan(() => ({ body: { credited: 1, balance: 1 } }));
    await enterAndSend(text);
    expect(screen.getByText(message)).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it.each<[string, StubAnswer, string]>([
    ['already_used', refusal(409, 'already_used'), 'Цей код уже використано. Кожен код можна зарахувати лише один раз.'],
    [
      'unknown_code',
      refusal(404, 'unknown_code'),
      'Такого коду не знайдено. Перевір, чи правильно його введено, і чи він з пачки або банки glo.',
    ],
    [
      'limit_reached',
      refusal(429, 'limit_reached'),
      'Ліміт сканувань на цей місяць вичерпано. Нові коди можна буде зарахувати наступного місяця.',
    ],
  ])('explains %s', async (outcome, answer, message) => {
    renderScan(() => answer);
    await enterAndSend('ACDEFGHJKMNP');
    const result = await screen.findByTestId('scan-result');
    expect(result.dataset.outcome).toBe(outcome);
    expect(result.getAttribute('role')).toBe('alert');
    // A refusal about the code repeats it whole above the reason (a camera's read is in no field); the limit does not.
    const code = outcome === 'limit_reached' ? null : 'ACDEFGHJKMNP';
    expect(screen.queryByTestId('scan-refused-code')?.textContent ?? null).toBe(code);
    expect(result.textContent).toBe(`${code ?? ''}${message}`);
    // A refused code stays, to be corrected, and the field is marked with the reason.
    const field = screen.getByTestId('code-entry') as HTMLInputElement;
    expect(field.value).toBe('ACDEFGHJKMNP');
    if (outcome === 'limit_reached') expect(field.getAttribute('aria-invalid')).toBeNull();
    else expect(field.getAttribute('aria-describedby')).toBe(result.id);
  });
});

describe('camera', () => {
  it('explains a refused permission and keeps manual entry', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { mediaDevices: { value: { getUserMedia } }, onLine: { value: true } }) as Navigator,
    );
    renderScan(() => ({ body: {} }));
    await act(async () => fireEvent.click(screen.getByTestId('camera-start')));
    expect((await screen.findByTestId('camera-problem')).textContent).toBe(
      'Немає доступу до камери. Дозволь його в налаштуваннях браузера або введи код вручну.',
    );
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(screen.getByTestId('code-entry')).toBeDefined();
  });

  it('explains a device without a camera', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { mediaDevices: { value: { getUserMedia } }, onLine: { value: true } }) as Navigator,
    );
    renderScan(() => ({ body: {} }));
    await act(async () => fireEvent.click(screen.getByTestId('camera-start')));
    expect((await screen.findByTestId('camera-problem')).textContent).toBe(
      'Камеру не знайдено на цьому пристрої. Введи код вручну.',
    );
  });

  it('drops "no camera" once a code was credited by hand', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { mediaDevices: { value: { getUserMedia } }, onLine: { value: true } }) as Navigator,
    );
    renderScan(() => ({ body: { credited: 25, balance: 25 } }));
    await act(async () => fireEvent.click(screen.getByTestId('camera-start')));
    await screen.findByTestId('camera-problem');
    await enterAndSend('ACDEFGHJKMNP');
    await screen.findByTestId('scan-credited');
    expect(screen.queryByTestId('camera-problem')).toBeNull();
  });

  it('says so at once in a browser without camera access (jsdom has no mediaDevices)', () => {
    renderScan(() => ({ body: {} }));
    expect(screen.getByTestId('camera').dataset.state).toBe('unsupported');
    expect(screen.getByTestId('camera-problem').textContent).toBe('Цей браузер не вміє працювати з камерою. Введи код вручну.');
  });
});

describe('campaigns', () => {
  it('shows the scan campaigns the customer could earn, and names the campaign and the level that added XP to the credit', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    onTestFinished(() => {
      useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
    });
    const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    renderScan((request) =>
      request.url.startsWith('/api/user/get-campaigns')
        ? {
            body: {
              campaigns: [
                { id: 1, name: '×2 на стіки', description: '×2 XP за стіки', trigger: 'pack_code_credited', ends_at: endsAt },
                {
                  id: 2,
                  name: 'Перше замовлення',
                  description: '+100 XP за перше замовлення',
                  trigger: 'order_paid',
                  ends_at: null,
                },
              ],
            },
          }
        : {
            body: {
              credited: 25,
              balance: 157,
              campaigns: [{ name: '×2 на стіки', xp: 25 }],
              tier_bonus: { level: 'Золотий', xp: 7 },
            },
          },
    );
    const banners = await screen.findAllByTestId('campaign-banner');
    // Only the scan's campaign on the scan screen, in one line (not its name again); its end said as the weekday
    // within a week; no link to the scan the customer is already on.
    expect(banners).toHaveLength(1);
    expect(banners[0]?.textContent).toMatch(/^×2 XP за стіки до (понеділка|вівторка|середи|четверга|п’ятниці|суботи|неділі)$/);
    expect(banners[0]?.querySelector('a')).toBeNull();
    await enterAndSend('ACDEFGHJKMNP');
    await screen.findByTestId('scan-result');
    // The headline is all the scan earned (25 + 25 + 7), and the lines say where it came from.
    expect(screen.getByTestId('scan-credited').textContent).toBe('+57 XP');
    expect([...screen.getByTestId('scan-campaigns').children].map((line) => line.textContent)).toEqual([
      'За код: +25 XP',
      '«×2 на стіки»: +25 XP',
      'Рівень «Золотий»: +7 XP',
    ]);
    expect(screen.getByRole('status').textContent).toContain('57 XP');
    expect(screen.getByRole('status').textContent).toContain(
      '157 XP За код: +25 XP «×2 на стіки»: +25 XP Рівень «Золотий»: +7 XP',
    );
  });

  it('shows no banner when there is no campaign', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    onTestFinished(() => {
      useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
    });
    const { requests } = stubFetch(() => ({ body: { campaigns: [] } }));
    const { queryClient } = renderRoutes([{ path: '/scan/sticks', Component: ScanCodePage }], '/scan/sticks');
    await vi.waitFor(() => expect(requests.some((request) => request.url.startsWith('/api/user/get-campaigns'))).toBe(true));
    // Answered, and nothing shown: no empty box.
    await vi.waitFor(() => expect(queryClient.getQueryState(['programme', 'campaigns', 'glo'])?.status).toBe('success'));
    expect(screen.queryByTestId('campaign-banners')).toBeNull();
  });
});

describe('what a credit brought closer', () => {
  const level = (id: number, name: string, rank: number, threshold: number, multiplier = 10_000, freeDelivery = false) => ({
    id,
    name,
    rank,
    threshold,
    benefits: { earning_multiplier_bp: multiplier, free_delivery: freeDelivery, reward_ids: [] },
  });
  const levels = [
    level(1, 'Срібний', 1, 0),
    level(2, 'Золотий', 2, 1000, 12_500, true),
    level(3, 'Платиновий', 3, 3000, 15_000, true),
  ];
  const tierAt = (value: number) => {
    const held = [...levels].reverse().find((item) => item.threshold <= value)!;
    const next = levels.find((item) => item.threshold > value);
    return {
      enabled: true,
      set_name: 'Клуб glo',
      measure: 'xp_earned',
      window_days: 365,
      grace_days: 30,
      value,
      tier: { ...held, since: '2026-11-01T00:00:00.000Z', grace_until: null },
      next: next ? { id: next.id, name: next.name, missing: next.threshold - value } : null,
      levels,
    };
  };
  const reward = (id: number, xp_price: number, title: string) => ({
    id,
    title,
    description: '',
    image: '/media/r.webp',
    xp_price,
    active: true,
    inactive_reason: null,
    stock: null,
    affordable: false,
  });

  /** A glo customer at `before` XP whose next scan credits `earned` XP in all. */
  function scanServer(before: number, earned: number) {
    let value = before;
    return renderScan((request) => {
      if (request.url.startsWith('/api/user/get-tier')) return { body: tierAt(value) };
      if (request.url.startsWith('/api/exchange/list')) {
        return {
          body: { rewards: [reward(1, 200, 'Кабель USB-C glo™'), reward(2, 150, 'Щіточки для очищення glo™ (10\u00a0шт.)')] },
        };
      }
      if (request.url.startsWith('/api/user/get-campaigns')) return { body: { campaigns: [] } };
      value += earned;
      return { body: { credited: earned - 12, balance: value, campaigns: [], tier_bonus: { level: 'Золотий', xp: 12 } } };
    });
  }

  beforeEach(() => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
  });

  it('shows one bar to the next reward by its short name, the level line, and the level bonus with its medal', async () => {
    // Already Золотий: 1 200 XP, 20 of them left as balance after exchanges (the balance is not the level's measure).
    let value = 1200;
    renderScan((request) => {
      if (request.url.startsWith('/api/user/get-tier')) return { body: tierAt(value) };
      if (request.url.startsWith('/api/exchange/list')) {
        return {
          body: { rewards: [reward(1, 200, 'Кабель USB-C glo™'), reward(2, 150, 'Щіточки для очищення glo™ (10\u00a0шт.)')] },
        };
      }
      if (request.url.startsWith('/api/user/get-campaigns')) return { body: { campaigns: [] } };
      value += 112;
      return { body: { credited: 100, balance: 20, campaigns: [], tier_bonus: { level: 'Золотий', xp: 12 } } };
    });
    await enterAndSend('ACDEFGHJKMNP');
    const next = await screen.findByTestId('scan-next-reward');
    expect(next.textContent).toBe('Ще 130\u00a0XP до нагороди «Щіточки для очищення»');
    const bar = next.querySelector('progress')!;
    expect(bar.getAttribute('max')).toBe('150');
    await vi.waitFor(() => expect(bar.getAttribute('value')).toBe('20'));
    expect(document.querySelectorAll('[data-testid="scan-result"] progress')).toHaveLength(1);
    const tierLine = await screen.findByTestId('scan-tier');
    expect(tierLine.textContent?.replace(/\s/gu, ' ')).toBe('Золотий · ще 1 688 XP до Платинового');
    expect(tierLine.querySelector('.tier-badge')).not.toBeNull();
    const levelBonus = [...screen.getByTestId('scan-campaigns').children].at(-1)!;
    expect(levelBonus.textContent).toBe('Рівень «Золотий»: +12 XP');
    expect(levelBonus.querySelector('.tier-badge')?.getAttribute('data-tier-colour')).toBe('var(--color-tier-2)');
    // Crossing nothing: no level-up.
    expect(screen.queryByTestId('level-up')).toBeNull();
  });

  it('congratulates once on the level a credit crossed into, and not again after a dismissal and a reload', async () => {
    scanServer(900, 112);
    // The scan screen sees Срібний first: that is the level the app has shown.
    await vi.waitFor(() => expect(window.localStorage.getItem('loyalty.level-shown.glo.5')).toBe('1'));
    await enterAndSend('ACDEFGHJKMNP');
    const card = await screen.findByTestId('level-up');
    // The credit is read first: the card is no dialog over the page but comes after the result that caused it,
    // with the new balance still in view above it.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card.closest('[aria-modal]')).toBeNull();
    const result = screen.getByTestId('scan-result');
    expect(result.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('scan-balance').textContent).toBe('Мій баланс: 1\u00a0012 XP');
    expect(within(card).getByRole('heading').textContent).toBe('Вітаємо! Ти на рівні «Золотий»');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['×1,25 XP за кожне сканування', 'Безкоштовна доставка']);
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Закрити' })));
    // The result stays where it was once the level moment is put away.
    expect(screen.getByTestId('scan-result')).toBeTruthy();
    expect(screen.queryByTestId('level-up')).toBeNull();
    cleanup();
    // A reload, on home or the scan screen: Золотий was shown already.
    scanServer(1012, 20);
    await enterAndSend('ACDEFGHJKMNP');
    await screen.findByTestId('scan-tier');
    expect(screen.queryByTestId('level-up')).toBeNull();
  });
});

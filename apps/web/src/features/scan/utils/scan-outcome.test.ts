// The Ukrainian message of every redemption outcome, from the server's answers and error codes.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import '@/lib/locales/loyalty';
import { creditedResult, resultFromError, scanResultMessage } from '@/features/scan/utils/scan-outcome';

const message = (error: unknown) => scanResultMessage(resultFromError(error), i18n.t, 'glo');

describe('scan outcome messages', () => {
  it('credited: +N XP with Ukrainian plurals and the new balance', () => {
    expect(scanResultMessage(creditedResult({ credited: 21, balance: 125 }), i18n.t, 'glo')).toBe(
      'Зараховано 21 XP! Мій баланс: 125 XP',
    );
    expect(scanResultMessage(creditedResult({ credited: 3, balance: 3 }), i18n.t, 'glo')).toBe(
      'Зараховано 3 XP! Мій баланс: 3 XP',
    );
  });

  it.each([
    [new ApiError(409, 'already_used', 'used'), 'Цей код уже використано. Кожен код можна зарахувати лише один раз.'],
    [
      new ApiError(404, 'unknown_code', 'unknown'),
      'Такого коду не знайдено. Перевір, чи правильно його введено, і чи він з пачки або банки glo.',
    ],
    [
      new ApiError(429, 'limit_reached', 'limit'),
      'Ліміт сканувань на цей місяць вичерпано. Нові коди можна буде зарахувати наступного місяця.',
    ],
    [new ApiError(400, 'invalid_code', 'bad'), 'Код введено неправильно. Перевір його й спробуй ще раз.'],
    [
      new ApiError(400, 'validation_failed', 'bad', [{ field: 'body.code', message: 'empty' }]),
      'Код введено неправильно. Перевір його й спробуй ще раз.',
    ],
    [new ApiError(0, 'network_error', 'offline'), 'Немає з’єднання з сервером. Перевір інтернет і спробуй ще раз.'],
    [new ApiError(500, 'internal_error', 'boom'), 'Не вдалося перевірити код. Спробуй ще раз.'],
    [new Error('anything'), 'Не вдалося перевірити код. Спробуй ще раз.'],
  ])('%s', (error, text) => {
    expect(message(error)).toBe(text);
  });

  it('says "N сканувань" with Ukrainian plurals', () => {
    expect([1, 2, 5, 11, 22].map((count) => i18n.t('xp.scans', { count }))).toEqual([
      '1 сканування',
      '2 сканування',
      '5 сканувань',
      '11 сканувань',
      '22 сканування',
    ]);
  });
});

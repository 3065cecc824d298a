import { describe, expect, it } from 'vitest';
import type { Reward } from '@loyalty/contracts/points';
import { i18n } from '@/lib/i18n';
import '@/lib/locales/loyalty-home';
import { affordableText, nextRewardOf, shortRewardName } from '@/lib/next-reward';
import type { UseTranslationResult } from '@/lib/translation-hooks';

const reward = (id: number, xp_price: number, extra: Partial<Reward> = {}): Reward => ({
  id,
  title: `Нагорода ${id}`,
  description: '',
  image: '',
  xp_price,
  active: true,
  inactive_reason: null,
  stock: null,
  affordable: false,
  ...extra,
});

describe('the next reward', () => {
  it('is the cheapest active one in stock above the balance, while none is covered', () => {
    const view = nextRewardOf(
      [reward(1, 500), reward(2, 150), reward(3, 100, { stock: 0 }), reward(4, 120, { active: false })],
      20,
    );
    expect(view).toEqual({ kind: 'next', reward: expect.objectContaining({ id: 2 }), missing: 130 });
  });

  it('counts the rewards the balance covers, or says there is none', () => {
    expect(nextRewardOf([reward(1, 100), reward(2, 300)], 150)).toMatchObject({ kind: 'affordable', count: 1, best: { id: 1 } });
    expect(nextRewardOf([reward(1, 100), reward(2, 300)], 300)).toMatchObject({ kind: 'affordable', count: 2, best: { id: 2 } });
    expect(nextRewardOf([], 150)).toEqual({ kind: 'none' });
  });
});

describe('a short reward name', () => {
  it('drops the trademarked brand and the pack size, keeps what the reward is', () => {
    expect(shortRewardName('Щіточки для очищення glo™ (10\u00a0шт.)')).toBe('Щіточки для очищення');
    expect(shortRewardName('Пристрій glo™ hyper X2')).toBe('Пристрій hyper X2');
    expect(shortRewardName('Кабель USB-C glo™')).toBe('Кабель USB-C');
    expect(shortRewardName('Худі ogo «Чорний оксамит»')).toBe('Худі ogo «Чорний оксамит»');
    expect(shortRewardName('Кишеньковий футляр для velo')).toBe('Кишеньковий футляр для velo');
  });

  it('keeps a title that would be left empty', () => {
    expect(shortRewardName('glo™')).toBe('glo™');
  });
});

describe('affordableText', () => {
  const t = i18n.t.bind(i18n) as unknown as UseTranslationResult['t'];
  it('names the dearest reward the balance covers, then how many more', () => {
    const brushes = reward(1, 150, { title: 'Щіточки для очищення glo™ (10 шт.)' });
    expect(affordableText(t, { count: 1, best: brushes })).toBe('Балів вистачає на «Щіточки для очищення» — обміняй');
    expect(affordableText(t, { count: 2, best: brushes })).toBe(
      'Балів вистачає на «Щіточки для очищення» і ще 1 нагороду — обміняй',
    );
    expect(affordableText(t, { count: 4, best: brushes })).toBe(
      'Балів вистачає на «Щіточки для очищення» і ще 3 нагороди — обміняй',
    );
    expect(affordableText(t, { count: 6, best: brushes })).toBe(
      'Балів вистачає на «Щіточки для очищення» і ще 5 нагород — обміняй',
    );
  });
});

// The offer card's lead line and its one action, read from the offer's own text.
import { describe, expect, it } from 'vitest';
import { offerAction, offerLead } from '@/features/offers/utils/offer-card';

describe('offerLead', () => {
  it('is the first sentence of the first paragraph, as plain text', () => {
    expect(
      offerLead(
        '<p>Скануй коди з пачок стіків neo™ і отримуй <strong>удвічі більше XP</strong> до кінця місяця.</p><ul><li>Діє для пачок.</li></ul>',
      ),
    ).toBe('Скануй коди з пачок стіків neo™ і отримуй удвічі більше XP до кінця місяця.');
    expect(offerLead('<p>Придбай пристрій зі знижкою 30%. Кількість обмежена.</p>')).toBe('Придбай пристрій зі знижкою 30%.');
    expect(offerLead('Просто текст без абзацу')).toBe('Просто текст без абзацу');
  });
});

describe('offerAction', () => {
  it('takes the first link into the app the text holds, with its words', () => {
    expect(
      offerAction('Акція', '<p>Дивись <a href="https://example.com">тут</a> і <a href="/shop/ogo-velo">Обрати velo</a>.</p>'),
    ).toEqual({
      to: '/shop/ogo-velo',
      label: 'Обрати velo',
    });
  });

  it('never takes another site, nor a protocol-relative address', () => {
    expect(offerAction('Новина', '<p><a href="//evil.example/scan">Скануй</a></p>')?.to).toBe('/scan');
    expect(offerAction('Новина', '<p><a href="https://evil.example/">Перейти</a></p>')).toBeNull();
  });

  it('reads the action the offer’s words ask for: scanning, or the shop', () => {
    expect(offerAction('Подвійні XP за стіки neo™', '<p>Скануй коди з пачок стіків neo™.</p>')).toEqual({
      to: '/scan',
      labelKey: 'offers.actions.scan',
    });
    expect(offerAction('glo™ hyper X2 зі знижкою 30%', '<p>Придбай пристрій glo™ hyper X2 у застосунку.</p>')).toEqual({
      to: '/shop',
      labelKey: 'offers.actions.shop',
    });
    expect(offerAction('velo: 3 банки зі знижкою', '<p>Додай у кошик три банки velo.</p>')?.to).toBe('/shop');
  });

  it('offers no action where the offer asks for none', () => {
    expect(offerAction('Тест-драйв glo™ hyper pro', '<p>Спробуй glo™ hyper pro протягом 14 днів у glo studio.</p>')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { storeHoursSchema } from './points.ts';

describe('storeHoursSchema', () => {
  it('accepts the hours format the app reads, trimmed', () => {
    for (const text of ['Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00', ' Щодня 07:00–23:00 ', 'Пт–Сб 20:00–02:00', 'Цілодобово']) {
      expect(storeHoursSchema.safeParse(text).success, text).toBe(true);
    }
    expect(storeHoursSchema.parse(' Щодня 07:00–23:00 ')).toBe('Щодня 07:00–23:00');
  });

  it('refuses free text with a message showing the format', () => {
    const result = storeHoursSchema.safeParse('з 9 до 18, крім неділі');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Пн–Пт 08:00–21:00');
  });
});

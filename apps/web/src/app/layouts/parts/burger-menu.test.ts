// Which menu item is the open page's.
import { describe, expect, it } from 'vitest';
import { isCurrentItem } from '@/app/layouts/parts/burger-menu';

describe('the burger menu marks the open page', () => {
  it('marks home only at /, and another item at its path and below it', () => {
    expect(isCurrentItem('/', '/')).toBe(true);
    expect(isCurrentItem('/', '/shop')).toBe(false);
    expect(isCurrentItem('/shop', '/shop')).toBe(true);
    expect(isCurrentItem('/shop', '/shop/sticks/12')).toBe(true);
    expect(isCurrentItem('/news', '/newsletter')).toBe(false);
    expect(isCurrentItem('/history-order', '/history-bonuses')).toBe(false);
  });
});

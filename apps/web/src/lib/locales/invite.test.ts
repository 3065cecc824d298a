// The invite pages' texts: English has every key Ukrainian has, no key of the other bundles is defined twice.
import { describe, expect, it } from 'vitest';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(one|few|many|other)$/, '')],
  );

describe('invite texts', () => {
  it('give English every key Ukrainian has', async () => {
    const uk = (await import('@/lib/locales/invite.uk.json')).default;
    const en = (await import('@/lib/locales/invite.en.json')).default;
    expect(new Set(keys(en))).toEqual(new Set(keys(uk)));
  });

  it('define no key of the first screen or the other lazy bundles again', async () => {
    const uk = (await import('@/lib/locales/invite.uk.json')).default;
    const others = await Promise.all([
      import('@/lib/locales/uk.json'),
      import('@/lib/locales/accounts.uk.json'),
      import('@/lib/locales/loyalty.uk.json'),
      import('@/lib/locales/loyalty-home.uk.json'),
      import('@/lib/locales/shop.uk.json'),
    ]);
    const taken = new Set(others.flatMap((module) => keys(module.default)));
    expect(keys(uk).filter((key) => taken.has(key))).toEqual([]);
  });
});

// The demo seed's texts are what customers read on a fresh install: they keep the Ukrainian typography rules of the
// app's own strings (docs/decisions/0046), HTML tags aside, and speak to the customer with "ти", as the app does.
import { describe, expect, it } from 'vitest';
import { formalAddressIn, typographyProblems } from '@loyalty/domain/ukrainian-typography';
import { demoCollections, demoProducts } from './catalog.ts';
import { demoCertificatePartners } from './certificates.ts';
import { demoFaq } from './faq.ts';
import { demoOffers, demoQuizzes, demoRewards, demoStores } from './loyalty.ts';
import { demoNews } from './news.ts';
import { demoPages } from './pages.ts';

/** Every Ukrainian string inside a value, with the path it was found at. */
function ukrainianTexts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return /[а-яіїєґ]/i.test(value) ? [[at, value.replace(/<[^>]*>/g, ' ')]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => ukrainianTexts(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => ukrainianTexts(nested, `${at}.${key}`));
  }
  return [];
}

const seed = {
  demoCollections,
  demoProducts,
  demoCertificatePartners,
  demoFaq,
  demoOffers,
  demoQuizzes,
  demoRewards,
  demoStores,
  demoNews,
  demoPages,
};

describe('the demo seed texts', () => {
  it('hold Ukrainian texts to check', () => {
    expect(ukrainianTexts(seed, 'seed').length).toBeGreaterThan(100);
  });

  it('keep the typography rules', () => {
    const broken = ukrainianTexts(seed, 'seed').flatMap(([at, text]) => {
      const problems = typographyProblems(text);
      return problems.length === 0 ? [] : [`${at} [${problems.join(', ')}]: ${text.slice(0, 160)}`];
    });
    expect(broken).toEqual([]);
  });

  it('address the customer with "ти", never the formal "ви"', () => {
    const formal = ukrainianTexts(seed, 'seed').flatMap(([at, text]) => {
      const words = formalAddressIn(text);
      return words.length === 0 ? [] : [`${at} [${words.join(', ')}]: ${text.slice(0, 160)}`];
    });
    expect(formal).toEqual([]);
  });
});

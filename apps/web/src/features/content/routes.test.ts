// The content route table derives titles and back arrows from paths: check them against the spec and the locale bundle.
import { describe, expect, it } from 'vitest';
import contentUk from '@/lib/locales/content.uk.json';
import contentEn from '@/lib/locales/content.en.json';
import { contentRoutes } from '@/features/content/routes';

describe('content routes', () => {
  it('have titles in both languages and the back arrows of spec section 2', () => {
    const byPath = new Map(contentRoutes.map((route) => [route.path, route]));
    for (const route of contentRoutes) {
      expect(contentUk.title, route.path).toHaveProperty(route.titleKey);
      expect(contentEn.title, route.path).toHaveProperty(route.titleKey);
    }
    expect(byPath.get('/vocabulary/ogo-club')).toMatchObject({ titleKey: 'vocabularyOgoClub', back: '/vocabulary' });
    expect(byPath.get('/vocabulary')?.back).toBe('/faq');
    expect(byPath.get('/news/:newsId')).toMatchObject({
      back: '/news',
      hideLogo: true,
      titleKey: 'newsItem',
      sectionTitleKey: 'title.news',
    });
    expect(byPath.get('/why-ogo')).toMatchObject({ back: '/', titleKey: 'whyOgo' });
    expect(byPath.get('/landing')).toMatchObject({ layout: 'landing', guards: ['to-ogo-landing'], back: null });
    expect(byPath.get('/rules')?.guards).toBeUndefined();
    expect(contentRoutes).toHaveLength(12);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstScreenPictures } from '@/lib/first-screen-pictures';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('pictures asked for at start', () => {
  it("are /shop's first two category tiles of the brand shown, as the tiles name them", () => {
    preloadFirstScreenPictures('/shop', 'glo', true);
    expect(preloads()).toEqual([
      {
        href: '/media/categories/sticks-640.webp',
        srcset: '/media/categories/sticks-320.webp 320w, /media/categories/sticks-640.webp 640w',
        sizes: '(min-width: 640px) 300px, 50vw',
        priority: 'high',
      },
      {
        href: '/media/categories/devices-640.webp',
        srcset: '/media/categories/devices-320.webp 320w, /media/categories/devices-640.webp 640w',
        sizes: '(min-width: 640px) 300px, 50vw',
        priority: 'high',
      },
    ]);
  });

  it("follow the brand: ogo's first tiles", () => {
    preloadFirstScreenPictures('/shop/', 'ogo', true);
    expect(preloads().map((link) => link.href)).toEqual([
      '/media/categories/ogo-cigs-640.webp',
      '/media/categories/ogo-velo-640.webp',
    ]);
  });

  it('are none signed out (the shop is not shown) nor on any other page', () => {
    preloadFirstScreenPictures('/shop', 'glo', false);
    preloadFirstScreenPictures('/shop/sticks', 'glo', true);
    preloadFirstScreenPictures('/', 'glo', true);
    expect(preloads()).toEqual([]);
  });
});

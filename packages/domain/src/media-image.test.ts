import { describe, expect, it } from 'vitest';
import { categoryImagePath, mediaImagePath, mediaImageSrcSet } from './media-image.ts';

describe('media images', () => {
  it('names a width of a /media/ picture', () => {
    expect(mediaImagePath('/media/products/neo-mint')).toBe('/media/products/neo-mint-640.webp');
    expect(mediaImagePath('/media/news/glo-launch', 320)).toBe('/media/news/glo-launch-320.webp');
  });

  it('gives every width of a /media/ picture written in one of them', () => {
    expect(mediaImageSrcSet('/media/products/neo-mint-640.webp')).toBe(
      '/media/products/neo-mint-320.webp 320w, /media/products/neo-mint-640.webp 640w',
    );
    expect(mediaImageSrcSet('/media/news/glo-launch-320.webp')).toBe(
      '/media/news/glo-launch-320.webp 320w, /media/news/glo-launch-640.webp 640w',
    );
  });

  it('finds a category tile picture by the category slug, in every width', () => {
    expect(categoryImagePath('ogo-sticks-single')).toBe('/media/categories/ogo-sticks-single-640.webp');
    expect(mediaImageSrcSet(categoryImagePath('sticks'))).toBe(
      '/media/categories/sticks-320.webp 320w, /media/categories/sticks-640.webp 640w',
    );
  });

  it('leaves any other address alone', () => {
    for (const src of [
      'https://cdn.example.com/a-640.webp',
      '/media/products/neo-mint.svg',
      '/media/products/neo-mint-500.webp',
      '/media/products/neo-mint-640.png',
      '/media/../secrets-640.webp',
      '',
    ]) {
      expect(mediaImageSrcSet(src)).toBeUndefined();
    }
  });
});

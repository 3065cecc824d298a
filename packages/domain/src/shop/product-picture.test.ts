import { describe, expect, it } from 'vitest';
import { defaultVariant, variantImageSrc } from './product-picture.ts';

const product = {
  image: { src: '/media/products/neo-640.webp' },
  variants: [
    { id: 1, available: false, image: '/media/products/neo-640.webp' },
    { id: 2, available: true, image: '/media/products/neo-v2-640.webp' },
    { id: 3, available: true },
  ],
};

describe('the picture a product page opens with', () => {
  it('is the first variant on sale, else the first', () => {
    expect(defaultVariant(product).id).toBe(2);
    expect(defaultVariant({ ...product, variants: [{ id: 9, available: false }] }).id).toBe(9);
    expect(() => defaultVariant({ ...product, variants: [] })).toThrow(RangeError);
  });

  it("is the variant's own picture, else the product's", () => {
    expect(variantImageSrc(product, defaultVariant(product))).toBe('/media/products/neo-v2-640.webp');
    expect(variantImageSrc(product, product.variants[2])).toBe('/media/products/neo-640.webp');
    expect(variantImageSrc(product, undefined)).toBe('/media/products/neo-640.webp');
  });
});

// Test data of the catalogue pages: wire products as the contract shapes them, and a stubbed shop server.
import type { Product } from '@loyalty/contracts/catalog';
import * as catalogEndpoints from '@loyalty/contracts/endpoints/catalog';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';

type VariantInput = Partial<Product['variants'][number]> & { id: number };

export function wireProduct(extra: Partial<Omit<Product, 'variants'>> & { id: number; variants?: VariantInput[] }): Product {
  const { variants, ...rest } = extra;
  return {
    handle: `product-${extra.id}`,
    title: `Товар ${extra.id}`,
    description: 'Опис товару',
    brand: 'glo',
    category: 'sticks',
    collectionId: 1,
    tags: [],
    image: { src: `/media/p${extra.id}.png`, width: 400, height: 400, alt: '' },
    ...rest,
    variants: (variants ?? [{ id: extra.id * 10 }]).map((variant) => ({
      title: 'Default',
      price: '149.00',
      bonuses: 0,
      quantity: 20,
      available: true,
      ...variant,
    })),
  };
}

export function collectionAnswer(slug: Product['category'], products: Product[]) {
  return { body: { collection: { id: 1, slug, title: slug }, products } };
}

export const notFoundAnswer: StubAnswer = { status: 404, body: { error: { code: 'not_found', message: 'No product' } } };

/** Answers the catalogue calls from tables; anything else goes to `other`. */
export function stubShop({
  lists = {},
  products = {},
  other = () => ({ status: 500, body: { error: { code: 'unexpected', message: 'not stubbed' } } }),
}: {
  lists?: Partial<Record<Product['category'], Product[] | StubAnswer>>;
  products?: Record<number, Product>;
  other?: (request: RecordedRequest) => StubAnswer | Promise<StubAnswer>;
}) {
  return stubFetch((request) => {
    const body = request.body as { collectionId?: Product['category']; id?: number } | undefined;
    if (request.url === catalogEndpoints.getProductsByCollection.path && body?.collectionId) {
      const list = lists[body.collectionId];
      if (list === undefined) return notFoundAnswer;
      return Array.isArray(list) ? collectionAnswer(body.collectionId, list) : list;
    }
    if (request.url === catalogEndpoints.getProductById.path && body?.id !== undefined) {
      const product = products[body.id];
      return product ? { body: { product } } : notFoundAnswer;
    }
    return other(request);
  });
}

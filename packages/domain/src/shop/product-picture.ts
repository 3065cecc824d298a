// Which picture a product page shows first, for the page itself and for the server that preloads it: the
// default variant's own picture (a colour, a flavour, a block), else the product's.

export interface PicturedVariant {
  available: boolean;
  image?: string | null | undefined;
}

export interface PicturedProduct<Variant extends PicturedVariant> {
  image: { src: string };
  /** At least one (the catalogue contract guarantees it). */
  variants: readonly Variant[];
}

/** The variant a product page opens with: the first one on sale, else the first. */
export function defaultVariant<Variant extends PicturedVariant>(product: PicturedProduct<Variant>): Variant {
  const [first] = product.variants;
  if (!first) throw new RangeError('a product has at least one variant');
  return product.variants.find((variant) => variant.available) ?? first;
}

/** The picture of a variant: its own where the catalogue has one, else the product's. */
export function variantImageSrc(
  product: PicturedProduct<PicturedVariant>,
  variant: Pick<PicturedVariant, 'image'> | undefined,
): string {
  return variant?.image ?? product.image.src;
}

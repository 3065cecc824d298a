// The tile's cart button on a product of several variants: a sheet over the list with the product page's chips and
// «До кошика», with the chosen variant's picture and price, so the customer adds without leaving the list. Loaded when first opened (not part of a list's first
// screen).
import { useId, useState } from 'react';
import type { Product } from '@loyalty/contracts/catalog';
import { useTranslation } from '@/lib/translation-hooks';
import { Sheet } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { ProductImage, useAddToCart, VariantChips, VariantPrice } from '@/features/shop/components/product-parts';
import { pictureSizes } from '@/components/ui/picture';
import { defaultVariant } from '@/features/shop/utils/catalog';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';

export default function VariantSheet({ product, listName, onClose }: { product: Product; listName: string; onClose(): void }) {
  const { t } = useTranslation();
  const name = useId();
  const addVariant = useAddToCart(listName);
  const [variantId, setVariantId] = useState(() => defaultVariant(product).id);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? defaultVariant(product);
  return (
    <Sheet
      title={keepNumbersWithUnits(product.title)}
      closeLabel={t('shop.variantSheet.close')}
      onClose={onClose}
      data-testid="variant-sheet"
      actions={
        <Button
          disabled={!variant.available}
          onClick={() => {
            addVariant(product, variant);
            onClose();
          }}
          data-testid="variant-sheet-add"
        >
          {variant.available ? t('shop.addToCart') : t('shop.unavailable')}
        </Button>
      }
    >
      {/* The picture of the variant chosen, so the customer sees what is being added. */}
      <div className="variant-sheet__head">
        <span className="variant-sheet__thumb" data-testid="variant-sheet-thumb">
          <ProductImage product={product} variant={variant} sizes={pictureSizes.thumbnail} eager />
        </span>
        <VariantPrice variant={variant} />
      </div>
      <VariantChips
        name={name}
        label={t('shop.variant')}
        variants={product.variants}
        value={variant.id}
        onChange={setVariantId}
      />
    </Sheet>
  );
}

// One cart line: image, title, variant, unit price (UAH or XP), count − / +, remove.
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { Button } from '@/components/ui/button';
import { useShopStore, type CartLine } from '@/features/shop/stores/shop-store';
import { formatKop } from '@/lib/format/format';
import { Picture, pictureSizes } from '@/components/ui/picture';

export function LinePrice({ line }: { line: Pick<CartLine, 'price' | 'bonuses' | 'count'> }) {
  const { t, i18n } = useTranslation();
  // Bonus products cost XP and 0 kopiyky (docs/decisions/0009); a line never shows "0.00 ₴" for them.
  if (line.bonuses > 0 && line.price === 0) return <span>{t('checkout.xpAmount', { count: line.bonuses * line.count })}</span>;
  return <span>{t('checkout.uah', { amount: formatKop(line.price * line.count, i18n.language) })}</span>;
}

export function CartLineItem({ brand, line }: { brand: Brand; line: CartLine }) {
  const { t } = useTranslation();
  const addToCart = useShopStore((state) => state.addToCart);
  const decrementLine = useShopStore((state) => state.decrementLine);
  const removeLine = useShopStore((state) => state.removeLine);
  const { count: _count, ...rest } = line;

  return (
    <li className="card cart-line" data-testid="cart-line" data-variant-id={line.variant_id}>
      <Picture className="cart-line__image" src={line.image} alt="" width={72} height={72} sizes={pictureSizes.thumbnail} />
      <div className="cart-line__main">
        <strong>{line.title}</strong>
        {line.variantTitle && <span className="checkout-muted">{line.variantTitle}</span>}
        <LinePrice line={line} />
        <div className="cart-line__controls">
          <Button
            variant="secondary"
            aria-label={t('checkout.cart.decrement')}
            // Spec section 4: a count only goes down while above 1; removing is the other button's job.
            disabled={line.count <= 1}
            onClick={() => decrementLine(brand, line.variant_id)}
            data-testid="cart-decrement"
          >
            −
          </Button>
          <span className="cart-line__count" data-testid="cart-count" aria-live="polite">
            {line.count}
          </span>
          <Button
            variant="secondary"
            aria-label={t('checkout.cart.increment')}
            disabled={line.count >= 99}
            onClick={() => addToCart(brand, { ...rest, count: 1 })}
            data-testid="cart-increment"
          >
            +
          </Button>
          <Button variant="ghost" onClick={() => removeLine(brand, line.variant_id)} data-testid="cart-remove">
            {t('checkout.cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

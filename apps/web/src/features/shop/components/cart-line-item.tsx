// One cart line: image, title, variant, unit price (UAH or XP), the shop's count stepper and remove.
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { useShopStore, type CartLine } from '@/features/shop/stores/shop-store';
import { formatXp } from '@loyalty/client/format';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { CountStepper } from '@/features/shop/components/product-parts';
import '@/styles/shop.css';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { formatUahKop } from '@/lib/format/uah';

export function LinePrice({ line }: { line: Pick<CartLine, 'price' | 'bonuses' | 'count'> }) {
  const { t, i18n } = useTranslation();
  // Bonus products cost XP and 0 kopiyky (docs/decisions/0009); a line never shows "0.00 ₴" for them.
  if (line.bonuses > 0 && line.price === 0) return <span>{formatXp(line.bonuses * line.count, i18n.language)}</span>;
  return <span>{formatUahKop({ t, i18n }, line.price * line.count)}</span>;
}

/** «3 × 139 грн» under a line's total when it holds more than one, in the orders' words (review 7). */
function LineEach({ line }: { line: Pick<CartLine, 'price' | 'bonuses' | 'count'> }) {
  const { t, i18n } = useTranslation();
  if (line.count < 2) return null;
  const each =
    line.bonuses > 0 && line.price === 0 ? formatXp(line.bonuses, i18n.language) : formatUahKop({ t, i18n }, line.price);
  return (
    <span className="checkout-muted" data-testid="cart-line-each">
      {t('orders.perUnit', { count: line.count, price: each })}
    </span>
  );
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
        <strong className="cart-line__title">{keepNumbersWithUnits(line.title)}</strong>
        {line.variantTitle && <span className="checkout-muted">{line.variantTitle}</span>}
        <span className="cart-line__price">
          <LinePrice line={line} />
        </span>
        <LineEach line={line} />
      </div>
      <div className="cart-line__controls">
        {/* Spec section 4: a count only goes down while above 1; removing is the other button's job. */}
        <CountStepper
          count={line.count}
          label={t('shop.count')}
          onChange={(next) =>
            next > line.count ? addToCart(brand, { ...rest, count: 1 }) : decrementLine(brand, line.variant_id)
          }
          partTestIds={{ decrement: 'cart-decrement', increment: 'cart-increment', value: 'cart-count' }}
        />
        <button
          type="button"
          className="cart-line__remove"
          onClick={() => removeLine(brand, line.variant_id)}
          data-testid="cart-remove"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13M10 11v6m4-6v6" />
          </svg>
          {t('checkout.cart.remove')}
        </button>
      </div>
    </li>
  );
}

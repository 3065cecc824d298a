// One ordered line, drawn the same wherever an order is read back (the checkout's review, the success page, the
// orders list): a 56 px picture, the product's name with its variant under it, and the count times the unit price over
// the line's total (OrderLineAmount). The cart's line has its stepper and is its own (cart-line-item.tsx).
import type { Order } from '@loyalty/contracts/orders';
import { OrderLineAmount } from '@/components/order-line-amount';
import { Picture, pictureSizes } from '@/components/ui/picture';
import '@/styles/checkout.css';

interface OrderLineRowProps {
  image: string | null | undefined;
  title: string;
  variantTitle: string | null | undefined;
  amount: Pick<Order['line_items'][number], 'quantity' | 'price' | 'bonuses'>;
  'data-testid'?: string;
  imageTestId?: string;
}

export function OrderLineRow({ image, title, variantTitle, amount, imageTestId, ...rest }: OrderLineRowProps) {
  return (
    <li className="order-line" data-testid={rest['data-testid']}>
      {image ? (
        <Picture
          className="order-line__image"
          src={image}
          alt=""
          width={56}
          height={56}
          sizes={pictureSizes.thumbnail}
          data-testid={imageTestId}
        />
      ) : (
        <span className="order-line__image" aria-hidden="true" />
      )}
      <span className="order-line__text">
        <span className="order-line__title">{title}</span>
        {variantTitle && <span className="checkout-muted">{variantTitle}</span>}
      </span>
      <OrderLineAmount line={amount} />
    </li>
  );
}

// The empty state of the cart and the checkout steps: nothing to order yet, with the way back to the catalogue.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Card className="checkout-page" data-testid="cart-empty">
      <h1 className="checkout-title">{t('checkout.cart.title')}</h1>
      <p>{t('checkout.cart.empty')}</p>
      <Link className="button button--primary" to="/shop">
        {t('checkout.cart.toShop')}
      </Link>
    </Card>
  );
}

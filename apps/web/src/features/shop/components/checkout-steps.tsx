// The checkout's step indicator: cart, delivery, payment, review; the steps done link back to themselves.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';

const steps = [
  { key: 'cart', path: '/shop/cart' },
  { key: 'delivery', path: '/shop/delivery' },
  { key: 'payment', path: '/shop/payment' },
  { key: 'summary', path: '/shop/checkout' },
] as const;

export type CheckoutStep = (typeof steps)[number]['key'];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <nav aria-label={t('checkout.steps.label')} data-testid="checkout-steps">
      <ol className="checkout-steps">
        {steps.map((step, index) => {
          const label = t(`checkout.steps.${step.key}`);
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li key={step.key} className={`checkout-steps__step checkout-steps__step--${state}`} data-state={state}>
              <span className="checkout-steps__mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              {state === 'done' ? (
                <Link to={step.path} className="checkout-steps__label">
                  {label}
                </Link>
              ) : (
                <span className="checkout-steps__label" aria-current={state === 'current' ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

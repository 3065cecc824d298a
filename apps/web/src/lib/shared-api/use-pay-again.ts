// Paying a pending card order again, from the order history and from the success page: its LiqPay link, then away to
// the checkout; a refusal (no longer payable) or a failure is said in a toast and the button comes back.
import { useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { getLiqpayLink } from '@/lib/shared-api/get-liqpay-link';

export function usePayAgain(): { paying: boolean; pay: (order: { id: number; brand: Brand }) => Promise<void> } {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const pay = async (order: { id: number; brand: Brand }): Promise<void> => {
    setPaying(true);
    try {
      const answer = await getLiqpayLink(order.id, order.brand);
      if (answer.success && answer.link) {
        window.location.assign(answer.link);
        return;
      }
      notify.error(t('errors.generic'));
    } catch (error) {
      notify.error(t(isApiError(error) && error.code === 'order_not_payable' ? 'orders.notPayable' : errorMessageKey(error)));
    }
    setPaying(false);
  };
  return { paying, pay };
}

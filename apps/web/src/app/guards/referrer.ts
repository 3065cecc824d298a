// On /shop/cart: remembers a referral code from `ref` or `rev_code` for the referral promo; it never blocks.
import { useSessionStore } from '@/stores/session-store';
import { allow, type Guard } from '@/app/guards/guard';

export const referralQueryParameters = ['ref', 'rev_code'] as const;

export const referrerGuard: Guard = ({ url }) => {
  for (const name of referralQueryParameters) {
    const code = url.searchParams.get(name)?.trim();
    if (code) {
      useSessionStore.getState().rememberReferralCode(code);
      break;
    }
  }
  return allow;
};

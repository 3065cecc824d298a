// Runs a route's guards in the order it lists them and turns the first refusal into a router redirect or error.
import { data, redirect, type LoaderFunction } from 'react-router';
import type { GuardName } from '@/types/routes';
import { allow, type Guard, type GuardContext, type GuardOutcome } from '@/app/guards/guard';
import { authenticationGuard } from '@/app/guards/authentication';
import { isAuthenticationGuard } from '@/app/guards/is-authentication';
import { is18Guard } from '@/app/guards/is18';
import { isSuccessIs18Guard } from '@/app/guards/is-success-is18';
import { toOgoLandingGuard } from '@/app/guards/to-ogo-landing';
import { referrerGuard } from '@/app/guards/referrer';

export const guardsByName: Record<GuardName, Guard> = {
  authentication: authenticationGuard,
  'is-authentication': isAuthenticationGuard,
  is18: is18Guard,
  'is-success-is18': isSuccessIs18Guard,
  'to-ogo-landing': toOgoLandingGuard,
  referrer: referrerGuard,
};

export function runGuards(names: readonly GuardName[], context: GuardContext): GuardOutcome {
  for (const name of names) {
    const outcome = guardsByName[name](context);
    if (outcome.kind !== 'allow') return outcome;
  }
  return allow;
}

/** The loader every registered route gets; it renders nothing itself. */
export function guardLoader(names: readonly GuardName[], prefetch?: () => void): LoaderFunction {
  return ({ request }) => {
    const outcome = runGuards(names, { url: new URL(request.url) });
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'block') throw data(null, { status: outcome.status });
    // Only for a visitor the page will be shown to; it never delays the navigation (nothing is awaited).
    prefetch?.();
    return null;
  };
}

// Runs a route's guards in the order it lists them and turns the first refusal into a router redirect or error.
import { data, redirect, type LoaderFunction } from 'react-router';
import { defaultGuards, type GuardName, type RouteDefinition } from '@/types/routes';
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

/** The path whose route's prefetch ran as the app started (prefetchFirstRoute), until its loader has run once. */
let prefetchedAtStart: string | null = null;

/**
 * The prefetch of the page the app opens on, run as the app starts rather than in the router's first navigation
 * (issue 13): the router's start is a task of its own after the entry's (start-app.tsx), and in Lighthouse's
 * simulation home's balance, offers and last order left only after it, on the path to home's LCP. The same guards
 * decide, from the same stores, so a visitor the page will not be shown to asks for nothing; that route's loader
 * then does not ask again. Only routes without parameters have a prefetch.
 */
export function prefetchFirstRoute(definitions: readonly RouteDefinition[], url: URL): void {
  const definition = definitions.find((candidate) => candidate.prefetch !== undefined && candidate.path === url.pathname);
  if (!definition?.prefetch) return;
  if (runGuards(definition.guards ?? defaultGuards, { url }).kind !== 'allow') return;
  prefetchedAtStart = url.pathname;
  definition.prefetch();
}

/** The loader every registered route gets; it renders nothing itself. */
export function guardLoader(names: readonly GuardName[], prefetch?: () => void): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const outcome = runGuards(names, { url });
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'block') throw data(null, { status: outcome.status });
    // Only for a visitor the page will be shown to; it never delays the navigation (nothing is awaited). The first
    // navigation's was started with the app (prefetchFirstRoute).
    if (prefetch && prefetchedAtStart === url.pathname) prefetchedAtStart = null;
    else prefetch?.();
    return null;
  };
}

/** Forgets a prefetch made at start (tests). */
export function resetFirstRoutePrefetch(): void {
  prefetchedAtStart = null;
}

// Runs a route's guards in the order it lists them; the first refusal decides (a redirect, or a status to fail with).
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

/** The path whose route's prefetch ran as the app started (prefetchFirstRoute), until that page is admitted once. */
let prefetchedAtStart: string | null = null;

/**
 * The prefetch of the page the app opens on, run as the app starts rather than in the router's first navigation:
 * the router's start is a task of its own after the entry's (start-app.tsx), and in Lighthouse's
 * simulation home's balance, offers and last order left only after it, on the path to home's LCP. The same guards
 * decide, from the same stores, so a visitor the page will not be shown to asks for nothing; that page's first
 * admission then does not ask again. Only routes without parameters have a prefetch. Returns what the prefetch returns
 * (home's: the promise of its answers in the cache), or undefined when none ran.
 */
export function prefetchFirstRoute(definitions: readonly RouteDefinition[], url: URL): unknown {
  const definition = definitions.find((candidate) => candidate.prefetch !== undefined && candidate.path === url.pathname);
  if (!definition?.prefetch) return undefined;
  if (runGuards(definition.guards ?? defaultGuards, { url }).kind !== 'allow') return undefined;
  prefetchedAtStart = url.pathname;
  return definition.prefetch();
}

/**
 * A navigation to a registered page (app/router.tsx runs it once per navigation): the guards' outcome, and for a
 * visitor the page will be shown to, its prefetch (never awaited: it does not delay the page). The first
 * navigation's prefetch was started with the app (prefetchFirstRoute).
 */
export function admitToRoute(names: readonly GuardName[], url: URL, prefetch?: () => void): GuardOutcome {
  const outcome = runGuards(names, { url });
  if (outcome.kind !== 'allow') return outcome;
  if (prefetch && prefetchedAtStart === url.pathname) prefetchedAtStart = null;
  else prefetch?.();
  return outcome;
}

/** Forgets a prefetch made at start (tests). */
export function resetFirstRoutePrefetch(): void {
  prefetchedAtStart = null;
}

// The routes' error page: a failed page chunk reloads once; otherwise the error page with the status code. It replaces
// every layout until the next navigation.
import { Component, useEffect, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageLoader } from '@/components/ui/spinner';
import { isBot } from '@/lib/bot';
import { claimChunkReload, isChunkLoadError } from '@/lib/pwa/chunk-reload';
import { ErrorLayout } from '@/app/layouts/error-layout';

/** What a route's guard throws to fail its page with an HTTP-like status (shown as the error page's code). */
export class RouteStatusError extends Error {
  constructor(readonly status: number) {
    super(`route failed with status ${status}`);
    this.name = 'RouteStatusError';
  }
}

// One decision per error object: renders may repeat, the reload guard must be claimed only once.
const reloadDecisions = new WeakMap<object, boolean>();

function shouldReloadFor(error: unknown, pathname: string): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as Error;
  let decision = reloadDecisions.get(key);
  if (decision === undefined) {
    decision = claimChunkReload(pathname);
    reloadDecisions.set(key, decision);
  }
  return decision;
}

export function RouteErrorScreen({ error, pathname }: { error: unknown; pathname: string }) {
  // The address is already the failed page's, so a reload loads the page the customer asked for.
  const reloading = shouldReloadFor(error, pathname);
  const status = error instanceof RouteStatusError ? error.status : 500;

  useEffect(() => {
    if (reloading) window.location.reload();
    else if (!(error instanceof RouteStatusError)) console.error('Route error', error);
  }, [reloading, error]);

  if (reloading) return <PageLoader />;
  return <ErrorLayout>{status === 404 ? <NotFoundScreen /> : <ErrorScreen status={status} neutral={isBot()} />}</ErrorLayout>;
}

interface RouteErrorBoundaryProps {
  /** The current location: an error is cleared when it changes, as a navigation away from a failed page. */
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** `location` is null until the render after the error, which knows the props. */
  failure: { error: unknown; location: Location | null } | null;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error, location: null } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failure === null) return null;
    // Caught during this location's render: remember where, so the next navigation clears it.
    if (state.failure.location === null) return { failure: { ...state.failure, location: props.location } };
    return state.failure.location === props.location ? null : { failure: null };
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    return <RouteErrorScreen error={failure.error} pathname={this.props.location.pathname} />;
  }
}

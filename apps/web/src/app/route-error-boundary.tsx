// The router's error element: a failed page chunk reloads once; otherwise the error page with the status code.
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageLoader } from '@/components/ui/spinner';
import { isBot } from '@/lib/bot';
import { claimChunkReload, isChunkLoadError } from '@/lib/pwa/chunk-reload';
import { ErrorLayout } from '@/app/layouts/error-layout';

// One decision per error object: renders may repeat (StrictMode), the reload guard must be claimed only once.
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

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // The router has already moved to the failed address, so a reload loads the page the customer asked for.
  const reloading = shouldReloadFor(error, pathname);

  useEffect(() => {
    if (reloading) window.location.reload();
    else if (!isRouteErrorResponse(error)) console.error('Route error', error);
  }, [reloading, error]);

  if (reloading) return <PageLoader />;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorLayout>{status === 404 ? <NotFoundScreen /> : <ErrorScreen status={status} neutral={isBot()} />}</ErrorLayout>;
}

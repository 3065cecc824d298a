// The logged-in session's background work, started once the app is up: check-token rounds, the customer sync and a
// consultant's attribution kept from /qr.
// A separate chunk on purpose: none of it is needed to draw the first screen (budget).
import { startTokenChecks } from '@/app/session/check-token';
import { startCustomerSync } from '@/app/session/customer-sync';
import { startManagerAttribution } from '@/app/session/manager-attribution';

export function startSessionTasks(onSessionEnded: () => void): () => void {
  const stopChecks = startTokenChecks(onSessionEnded);
  const stopSync = startCustomerSync();
  const stopAttribution = startManagerAttribution();
  return () => {
    stopChecks();
    stopSync();
    stopAttribution();
  };
}

// The logged-in session's background work, started once the app is up: check-token rounds and the customer sync.
// A separate chunk on purpose: none of it is needed to draw the first screen (budget of issue 2).
import { startTokenChecks } from '@/app/session/check-token';
import { startCustomerSync } from '@/app/session/customer-sync';

export function startSessionTasks(onSessionEnded: () => void): () => void {
  const stopChecks = startTokenChecks(onSessionEnded);
  const stopSync = startCustomerSync();
  return () => {
    stopChecks();
    stopSync();
  };
}

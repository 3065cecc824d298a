// Sends a consultant's attribution kept from /qr as soon as a session with a customer record exists (after login).
import { useSessionStore } from '@/stores/session-store';
import { sendPendingManager } from '@/features/scan/stores/pending-manager';

export function startManagerAttribution(): () => void {
  const attempt = (): void => void sendPendingManager();
  if (useSessionStore.getState().token) attempt();
  return useSessionStore.subscribe((state, previous) => {
    if (state.token && (state.token !== previous.token || state.shopIds !== previous.shopIds)) attempt();
  });
}

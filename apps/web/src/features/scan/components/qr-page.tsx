// /qr (no guard): opened from a consultant's QR code; remembers the attribution, sends it when logged in, goes on to /.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { useBrandStore } from '@/stores/brand-store';
import { isLoggedIn } from '@/stores/session-store';
import { managerFromSearch, rememberPendingManager, sendPendingManager } from '@/features/scan/stores/pending-manager';

export default function QrPage() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    const pending = managerFromSearch(search, useBrandStore.getState().brand);
    if (pending) rememberPendingManager(pending);
    // Logged out: the attribution waits on the device and the session tasks send it after login (app/session).
    const sent = pending && isLoggedIn() ? sendPendingManager() : Promise.resolve(true);
    void sent.finally(() => {
      if (!cancelled) void navigate('/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [search, navigate]);

  return <PageLoader />;
}

// Account pages that need the whole screen (cart, checkout, scanning): header and page, no footer. The bottom bar only
// where the route keeps it (the scans); the cart and checkout have their own sticky total and action there.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { TabBar } from '@/app/layouts/parts/tab-bar';
import { useRouteHandle } from '@/app/routes/route-handle';
import { useSessionStore } from '@/stores/session-store';

export function AccountOffFooterLayout() {
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  const handle = useRouteHandle();
  const tabBar = loggedIn && (handle?.tabBar ?? false);
  return (
    <div
      className={`layout layout--account-off-footer${tabBar ? ' layout--tabs' : ''}`}
      data-layout="account-off-footer"
    >
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      {tabBar && <TabBar />}
    </div>
  );
}

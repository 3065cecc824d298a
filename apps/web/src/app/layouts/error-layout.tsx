// Error pages (404 and fatal errors): the logo and the message; also wraps the router's error boundary. A signed-in
// customer keeps the bottom bar, so a wrong link or a failed page is one tap from home, the shop or the cart.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { TabBar } from '@/app/layouts/parts/tab-bar';
import { useSessionStore } from '@/stores/session-store';

interface ErrorLayoutProps {
  children?: ReactNode;
}

export function ErrorLayout({ children }: ErrorLayoutProps) {
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <div className={`layout layout--error${loggedIn ? ' layout--tabs' : ''}`} data-layout="error">
      <Header minimal />
      <main className="layout__main layout__main--centered">{children ?? <Outlet />}</main>
      {loggedIn && <TabBar />}
    </div>
  );
}

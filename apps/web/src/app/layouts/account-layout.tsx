// Layout of the logged-in account pages (home and most screens): header, page, footer, and the bottom bar.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { Footer } from '@/app/layouts/parts/footer';
import { TabBar } from '@/app/layouts/parts/tab-bar';
import { useSessionStore } from '@/stores/session-store';

export function AccountLayout() {
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <div className={`layout layout--account${loggedIn ? ' layout--tabs' : ''}`} data-layout="account">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
      {loggedIn && <TabBar />}
    </div>
  );
}

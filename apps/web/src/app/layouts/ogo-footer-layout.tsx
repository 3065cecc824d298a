// Pages of the ogo programme that carry ogo's footer whichever brand is active; signed in, the bottom bar as well.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { Footer } from '@/app/layouts/parts/footer';
import { TabBar } from '@/app/layouts/parts/tab-bar';
import { useSessionStore } from '@/stores/session-store';

export function OgoFooterLayout() {
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <div className={`layout layout--ogo-footer${loggedIn ? ' layout--tabs' : ''}`} data-layout="ogo-footer">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer brandOverride="ogo" />
      {loggedIn && <TabBar />}
    </div>
  );
}

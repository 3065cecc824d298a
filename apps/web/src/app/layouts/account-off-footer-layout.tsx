// Account pages that need the whole screen (cart, checkout, scanning): header and page, no footer.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';

export function AccountOffFooterLayout() {
  return (
    <div className="layout layout--account-off-footer" data-layout="account-off-footer">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
    </div>
  );
}

// Layout of the logged-in account pages (home and most screens): header, page, footer.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { Footer } from '@/app/layouts/parts/footer';

export function AccountLayout() {
  return (
    <div className="layout layout--account" data-layout="account">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

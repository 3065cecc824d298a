// Pages for everyone, logged in or not (user agreement): the header adds the menu only for a logged-in customer.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { Footer } from '@/app/layouts/parts/footer';

export function ForallLayout() {
  return (
    <div className="layout layout--forall" data-layout="forall">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

// Entry screens (age check, login): header and a centred page.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';

export function DefaultLayout() {
  return (
    <div className="layout layout--default" data-layout="default">
      <Header />
      <main className="layout__main layout__main--centered">
        <Outlet />
      </main>
    </div>
  );
}

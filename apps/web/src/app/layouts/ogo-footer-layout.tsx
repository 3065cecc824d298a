// Pages of the ogo programme that carry ogo's footer whichever brand is active.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { Footer } from '@/app/layouts/parts/footer';

export function OgoFooterLayout() {
  return (
    <div className="layout layout--ogo-footer" data-layout="ogo-footer">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer brandOverride="ogo" />
    </div>
  );
}

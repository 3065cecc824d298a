// The ogo landing: logo only, no navigation, the footer.
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';
import { Footer } from '@/app/layouts/parts/footer';

export function LandingLayout() {
  return (
    <div className="layout layout--landing" data-layout="landing">
      <Header minimal />
      <main className="layout__main layout__main--wide">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

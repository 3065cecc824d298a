// Error pages (404 and fatal errors): the logo and the message; also wraps the router's error boundary.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from '@/app/layouts/parts/header';

interface ErrorLayoutProps {
  children?: ReactNode;
}

export function ErrorLayout({ children }: ErrorLayoutProps) {
  return (
    <div className="layout layout--error" data-layout="error">
      <Header minimal />
      <main className="layout__main layout__main--centered">{children ?? <Outlet />}</main>
    </div>
  );
}

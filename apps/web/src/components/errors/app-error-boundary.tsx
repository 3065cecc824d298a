// Last line of defence above the router: a render error anywhere still ends on the error page, not a blank screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';
import { isBot } from '@/lib/bot';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <main className="layout layout--error">
          <ErrorScreen status={500} neutral={isBot()} />
        </main>
      );
    }
    return this.props.children;
  }
}

// The page loader offline: it says what it waits for instead of spinning without end.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PageLoader } from '@/components/ui/spinner';
import { PageSkeleton } from '@/components/ui/skeleton';

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => setOnline(true));

describe('PageLoader', () => {
  it('spins online, and offline says the page opens once the connection is back', () => {
    render(<PageLoader />);
    expect(screen.queryByTestId('page-offline')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByTestId('page-offline').textContent).toBe('Немає зв’язку. Сторінка відкриється, щойно він повернеться.');
    act(() => setOnline(true));
    expect(screen.queryByTestId('page-offline')).toBeNull();
  });

  it('shows placeholders online, and offline the same words as the loader', () => {
    render(<PageSkeleton />);
    expect(screen.getByTestId('page-skeleton')).toBeDefined();
    act(() => setOnline(false));
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    expect(screen.getByTestId('page-offline').textContent).toBe('Немає зв’язку. Сторінка відкриється, щойно він повернеться.');
  });
});

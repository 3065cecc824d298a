// Double-click suppression and the offline banner.
// test-isolation: own modules (vitest.isolation.ts): it counts on no double-click guard being installed on the document yet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { disableDoubleClick } from '@/lib/pwa/browser-guards';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import '@/lib/i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('double-click', () => {
  it('is cancelled anywhere in the document', () => {
    const stop = disableDoubleClick();
    const event = new MouseEvent('dblclick', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    stop();
    const after = new MouseEvent('dblclick', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe('offline banner', () => {
  it('appears when the network goes away and leaves when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-banner').textContent).toContain('Немає з’єднання з інтернетом');

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

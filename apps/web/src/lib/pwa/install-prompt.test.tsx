// The install banner: capture, install, a cancel that is remembered, and an offer that waits for a second visit or a
// credited scan.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { storageKeys } from '@/config/constants';
import { InstallBanner } from '@/components/pwa/install-banner';
import {
  acceptInstall,
  captureInstallPrompt,
  dismissInstall,
  earnInstallOffer,
  installOfferHeldBack,
  useInstallPromptStore,
  type BeforeInstallPromptEvent,
} from '@/lib/pwa/install-prompt';

function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  useInstallPromptStore.setState({ pending: null });
});

describe('install prompt', () => {
  it('captures the browser event and offers our banner', () => {
    stop = captureInstallPrompt();
    const { event } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallPromptStore.getState().pending).toBe(event);
  });

  it('install calls prompt() and hides the banner', async () => {
    stop = captureInstallPrompt();
    const { event, prompt } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(await acceptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(useInstallPromptStore.getState().pending).toBeNull();
  });

  it('remembers a cancel so the banner never comes back', () => {
    stop = captureInstallPrompt();
    window.dispatchEvent(installEvent().event);
    dismissInstall();
    expect(useInstallPromptStore.getState().pending).toBeNull();
    expect(window.localStorage.getItem(storageKeys.installDismissed)).toBe('1');

    // A later page load: the browser offers again, the banner stays hidden.
    stop();
    stop = captureInstallPrompt();
    const { event } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallPromptStore.getState().pending).toBeNull();
  });

  it('hides the banner once the app is installed', () => {
    stop = captureInstallPrompt();
    window.dispatchEvent(installEvent().event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(useInstallPromptStore.getState().pending).toBeNull();
  });

  it('waits for the second visit: not on the first screen, nor on a reload of the same visit', () => {
    render(<InstallBanner />);
    stop = captureInstallPrompt();
    act(() => void window.dispatchEvent(installEvent().event));
    expect(useInstallPromptStore.getState().pending).not.toBeNull();
    expect(screen.queryByTestId('install-banner')).toBeNull();

    // A reload keeps the tab's sessionStorage: the same visit.
    stop();
    act(() => void (stop = captureInstallPrompt()));
    expect(screen.queryByTestId('install-banner')).toBeNull();

    // A new tab is the second visit.
    stop();
    window.sessionStorage.clear();
    act(() => void (stop = captureInstallPrompt()));
    act(() => void window.dispatchEvent(installEvent().event));
    expect(screen.getByTestId('install-banner')).toBeDefined();
    expect(window.localStorage.getItem(storageKeys.installEarned)).toBe('1');
  });

  it('is earned at once by the first credited scan, and stays earned on the next start', () => {
    render(<InstallBanner />);
    stop = captureInstallPrompt();
    act(() => void window.dispatchEvent(installEvent().event));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    act(() => earnInstallOffer());
    expect(screen.getByTestId('install-banner')).toBeDefined();
    // Not over the scan result that earned it: the scan pages hold it back, the next page shows it.
    expect(installOfferHeldBack('/scan/sticks')).toBe(true);
    expect(installOfferHeldBack('/scan')).toBe(true);
    expect(installOfferHeldBack('/scanner-faq')).toBe(false);
    expect(installOfferHeldBack('/')).toBe(false);
    // Nor before the customer is in, nor over the checkout (review 11).
    for (const path of [
      '/is18',
      '/auth',
      '/registration',
      '/shop/cart',
      '/shop/delivery',
      '/shop/payment',
      '/shop/checkout',
      '/shop/success',
    ]) {
      expect(installOfferHeldBack(path), path).toBe(true);
    }
    expect(installOfferHeldBack('/shop')).toBe(false);
    expect(installOfferHeldBack('/shop/sticks/5')).toBe(false);
    cleanup();
    render(<InstallBanner heldBack />);
    expect(screen.queryByTestId('install-banner')).toBeNull();

    stop();
    useInstallPromptStore.setState({ pending: null, earned: false });
    stop = captureInstallPrompt();
    expect(useInstallPromptStore.getState().earned).toBe(true);
  });
});

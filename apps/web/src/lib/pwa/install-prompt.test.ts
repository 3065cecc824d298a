// The install banner: capture, install, and a cancel that is remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/constants';
import {
  acceptInstall,
  captureInstallPrompt,
  dismissInstall,
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
});

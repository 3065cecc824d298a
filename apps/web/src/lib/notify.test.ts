// Toast behaviour of spec sections 4 and 9.
import { createElement, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    info: vi.fn(),
    success: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
    loading: vi.fn(),
    update: vi.fn(),
    dismiss: vi.fn(),
    isActive: vi.fn(() => true),
    onChange: vi.fn((_callback: (item: { id: string; status: string }) => void) => vi.fn()),
  });
  return toast;
});

vi.mock('react-toastify', () => ({ toast: toastMock }));

const { compactToastClass, notify } = await import('@/lib/notify');
const { toastTiming } = await import('@/config/constants');

// notify loads react-toastify on demand; let the import and the queued calls settle.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('notify', () => {
  it.each(['info', 'success', 'warning', 'error'] as const)('shows %s toasts', async (type) => {
    const id = notify[type]('Повідомлення');
    await settle();
    expect(toastMock[type]).toHaveBeenCalledWith('Повідомлення', { toastId: id });
  });

  it('shows default toasts', async () => {
    const id = notify.default('Просто текст');
    await settle();
    expect(toastMock).toHaveBeenCalledWith('Просто текст', { toastId: id });
  });

  it('never auto-closes a loading toast', async () => {
    const progress = notify.loading('Надсилаємо код…');
    await settle();
    expect(toastMock.loading).toHaveBeenCalledWith(
      'Надсилаємо код…',
      expect.objectContaining({ toastId: progress.id, autoClose: false }),
    );
  });

  it.each(['success', 'error'] as const)('updates a loading toast to %s with auto-close restored', async (outcome) => {
    const progress = notify.loading('Зачекай…');
    progress[outcome]('Готово');
    await settle();
    expect(toastMock.update).toHaveBeenCalledWith(progress.id, {
      render: 'Готово',
      type: outcome,
      isLoading: false,
      autoClose: toastTiming.autoCloseMs,
      closeOnClick: true,
    });
    // The update must follow the creation, even though both wait for the library to load.
    expect(toastMock.loading.mock.invocationCallOrder[0]).toBeLessThan(toastMock.update.mock.invocationCallOrder[0] ?? 0);
  });

  it('waits for a loading toast still queued (container not mounted yet) before updating it', async () => {
    toastMock.isActive.mockReturnValueOnce(false);
    const progress = notify.loading('Зачекай…');
    progress.success('Готово');
    await settle();
    expect(toastMock.update).not.toHaveBeenCalled();
    const listener = toastMock.onChange.mock.calls[0]?.[0];
    listener?.({ id: 'another', status: 'added' });
    expect(toastMock.update).not.toHaveBeenCalled();
    listener?.({ id: String(progress.id), status: 'added' });
    expect(toastMock.update).toHaveBeenCalledWith(progress.id, expect.objectContaining({ render: 'Готово', type: 'success' }));
  });

  it('uses the spec’s timing', () => {
    expect(toastTiming).toEqual({ autoCloseMs: 5000, collapseMs: 300, position: 'top-right' });
  });
});

describe('a toast with a way on', () => {
  it('is the compact one: one line with a small link, no close cross, no pill', async () => {
    const onClick = vi.fn();
    const id = notify.success('Додано до кошика', { action: { label: 'До кошика', onClick, testId: 'toast-to-cart' } });
    await settle();
    const [content, options] = toastMock.success.mock.calls[0] ?? [];
    expect(options).toEqual({ toastId: id, className: compactToastClass, closeButton: false });
    const closeToast = vi.fn();
    render(createElement(content as (props: { closeToast(): void }) => ReactNode, { closeToast }));
    const link = screen.getByTestId('toast-to-cart');
    expect(link.textContent).toBe('До кошика');
    expect(link.className).toBe('toast-action__link');
    expect(screen.getByText('Додано до кошика').closest('.toast-action')?.contains(link)).toBe(true);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(closeToast).toHaveBeenCalledTimes(1);
  });

  it('leaves a plain toast as it was', async () => {
    const id = notify.success('Збережено');
    await settle();
    expect(toastMock.success).toHaveBeenCalledWith('Збережено', { toastId: id });
  });
});

describe('page toasts', () => {
  it('closes only the toasts raised with page: true, once', async () => {
    const added = notify.success('Додано до кошика', { page: true });
    const saved = notify.success('Збережено');
    await settle();
    notify.dismissPageToasts();
    await settle();
    expect(toastMock.dismiss).toHaveBeenCalledTimes(1);
    expect(toastMock.dismiss).toHaveBeenCalledWith(added);
    expect(toastMock.dismiss).not.toHaveBeenCalledWith(saved);
    notify.dismissPageToasts();
    await settle();
    expect(toastMock.dismiss).toHaveBeenCalledTimes(1);
  });
});

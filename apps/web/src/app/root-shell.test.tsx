// The root shell closes a page's own toasts when the customer moves to another page.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { RootShell } from '@/app/root-shell';
import { notify } from '@/lib/notify';

describe('RootShell', () => {
  it('closes page toasts on navigation, not on the first render nor on a search change', async () => {
    const dismiss = vi.spyOn(notify, 'dismissPageToasts').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ element: <RootShell />, children: [{ path: '/shop/popular', element: <p>list</p> }, { path: '/shop/cart', element: <p>cart</p> }] }],
      { initialEntries: ['/shop/popular'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(dismiss).not.toHaveBeenCalled();
    await act(() => router.navigate('/shop/popular?sort=price'));
    expect(dismiss).not.toHaveBeenCalled();
    await act(() => router.navigate('/shop/cart'));
    expect(dismiss).toHaveBeenCalledTimes(1);
    dismiss.mockRestore();
  });
});

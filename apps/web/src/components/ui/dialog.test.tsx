// Dialog and Sheet: a named modal dialog that takes focus, closes on Escape, on its close button and on the scrim (not
// on a tap inside), and gives focus back to what opened it.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, Sheet } from '@/components/ui/dialog';

function Harness({ kind }: { kind: 'dialog' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const Surface = kind === 'dialog' ? Dialog : Sheet;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Відкрити
      </button>
      {open && (
        <Surface title="Деталі" closeLabel="Закрити" onClose={() => setOpen(false)} data-testid="surface">
          <p>Текст</p>
        </Surface>
      )}
    </>
  );
}

describe.each(['dialog', 'sheet'] as const)('%s', (kind) => {
  it('takes focus, closes on Escape and gives focus back', async () => {
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Відкрити' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog', { name: 'Деталі' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain(kind === 'dialog' ? 'dialog--center' : 'dialog--sheet');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape', code: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on its close button and the scrim, not on a tap inside', async () => {
    render(<Harness kind={kind} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Відкрити' })));
    fireEvent.click(screen.getByText('Текст'));
    expect(screen.getByRole('dialog')).toBeDefined();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Закрити' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Відкрити' })));
    await act(async () => fireEvent.click(screen.getByTestId('surface').parentElement as HTMLElement));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

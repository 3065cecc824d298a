// Tabs: one tab stop, arrow keys and Home/End select and focus, the panel is labelled by the selected tab.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/components/ui/tabs';

const tabs = [
  { key: 'all', label: 'Усі' },
  { key: 'plus', label: 'Нараховано' },
  { key: 'minus', label: 'Списано' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['key']>('all');
  return (
    <Tabs label="Історія" tabs={tabs} selected={selected} onSelect={setSelected}>
      <p>Панель {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with a tap, the arrow keys, Home and End', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Історія' })).toBeDefined();
    const first = screen.getByRole('tab', { name: 'Усі' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.click(screen.getByRole('tab', { name: 'Списано' }));
    expect(screen.getByRole('tabpanel', { name: 'Списано' }).textContent).toBe('Панель minus');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Списано' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Усі' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Усі' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Списано' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Панель all');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Панель minus');
  });
});

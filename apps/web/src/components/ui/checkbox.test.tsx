// Checkbox, Radio and ChoiceGroup: the label is the control's name and target; a group's legend names its radios.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, ChoiceGroup, Radio } from '@/components/ui/checkbox';

describe('Checkbox', () => {
  it('toggles from a tap on its label', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Отримувати новини" hint="SMS і пошта" onChange={(event) => onChange(event.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: /Отримувати новини/ });
    fireEvent.click(screen.getByText('Отримувати новини'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

describe('ChoiceGroup', () => {
  it('names its radios by the legend and ties the error to the group', () => {
    render(
      <ChoiceGroup legend="Питання 1 з 3" error="Обери відповідь" errorId="q1-error">
        <Radio name="q1" value="0" label="Так" />
        <Radio name="q1" value="1" label="Ні" />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Питання 1 з 3' });
    expect(group.getAttribute('aria-describedby')).toBe('q1-error');
    expect(screen.getByRole('alert').textContent).toBe('Обери відповідь');
    fireEvent.click(screen.getByRole('radio', { name: 'Ні' }));
    expect((screen.getByRole('radio', { name: 'Ні' }) as HTMLInputElement).checked).toBe(true);
  });
});

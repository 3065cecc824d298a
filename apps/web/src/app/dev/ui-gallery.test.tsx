// /dev/ui renders every component once per brand, each brand under its own tokens.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import UiGallery from '@/app/dev/ui-gallery';

describe('/dev/ui', () => {
  it('shows the components in both brands', async () => {
    render(
      <MemoryRouter>
        <UiGallery />
      </MemoryRouter>,
    );
    for (const brand of ['glo', 'ogo']) {
      const column = screen.getByTestId(`ui-gallery-${brand}`);
      expect(column.getAttribute('data-brand')).toBe(brand);
      const inBrand = within(column);
      expect(inBrand.getByRole('button', { name: 'Основна' })).toBeDefined();
      expect(inBrand.getByText('Оплата не пройшла')).toBeDefined();
      expect(inBrand.getByRole('list', { name: `Історія ${brand}` })).toBeDefined();
      expect(inBrand.getByLabelText('Пошта')).toBeDefined();
      expect(inBrand.getByRole('combobox', { name: 'Місто' })).toBeDefined();
      expect(inBrand.getByRole('checkbox', { name: /Отримувати новини/ })).toBeDefined();
      expect(inBrand.getByRole('switch', { name: 'Замовлення' }).getAttribute('aria-checked')).toBe('true');
      expect(inBrand.getByRole('group', { name: /Питання 1 з 3/ })).toBeDefined();
      expect(inBrand.getByRole('tablist', { name: `Історія ${brand}` })).toBeDefined();
      expect(inBrand.getByRole('status')).toBeDefined();
      expect(inBrand.getByRole('heading', { name: 'Поки що порожньо' })).toBeDefined();
      await act(async () => fireEvent.click(inBrand.getByRole('button', { name: 'Шторка' })));
      expect(inBrand.getByRole('dialog', { name: 'Обери розмір' })).toBeDefined();
      await act(async () => fireEvent.click(inBrand.getByRole('button', { name: 'Закрити' })));
      expect(inBrand.queryByRole('dialog')).toBeNull();
    }
  });
});

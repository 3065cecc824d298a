// Texts in components: a language change and texts added later re-render what shows them; `Trans` puts the given
// elements where its text has their tags.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { applyLanguage, i18n } from '@/lib/i18n';
import { Trans, useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/accounts';

afterEach(async () => {
  await act(() => applyLanguage('uk'));
});

function TryAgain() {
  const { t } = useTranslation();
  return <p data-testid="text">{t('auth.tryAgain')}</p>;
}

describe('useTranslation', () => {
  it('re-renders in the language chosen after the first render', async () => {
    render(<TryAgain />);
    expect(screen.getByTestId('text').textContent).toBe('Спробуй ще раз');
    await act(() => applyLanguage('en'));
    expect(screen.getByTestId('text').textContent).toBe('Try again');
    expect(i18n.language).toBe('en');
  });

  it('gives a new t after a change, so what is worked out from it is worked out again', async () => {
    const seen = new Set<unknown>();
    function Probe() {
      const { t } = useTranslation();
      seen.add(t);
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seen.size).toBe(1);
    await act(() => applyLanguage('en'));
    expect(seen.size).toBe(2);
  });
});

describe('Trans', () => {
  it('puts the element of a tag around the tag’s text', () => {
    render(
      <p data-testid="consent">
        <Trans i18nKey="registration.consent" components={{ agreement: <a href="/user-agreement" /> }} />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'Угодою користувача' });
    expect(link.getAttribute('href')).toBe('/user-agreement');
    expect(screen.getByTestId('consent').textContent).toBe('Я погоджуюся з Угодою користувача');
  });

  it('shows a tag with no element given as its text', () => {
    render(
      <p data-testid="consent">
        <Trans i18nKey="registration.consent" />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('consent').textContent).toBe('Я погоджуюся з Угодою користувача');
  });
});

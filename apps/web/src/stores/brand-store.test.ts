// Brand switch of spec section 4 and the ogo-host rules.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { storageKeys } from '@/config/constants';
import {
  applyBrandLink,
  brandFromLink,
  canSwitchBrand,
  startingBrand,
  switchBrand,
  syncBrandTheme,
  useBrandStore,
} from '@/stores/brand-store';

afterEach(() => {
  useBrandStore.setState({ brand: 'glo' });
});

describe('brand switch (spec section 4)', () => {
  it('toggles the mode, clears menu and rules caches and reloads the user', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['menu', 'glo'], ['link']);
    queryClient.setQueryData(['rules', 'glo'], '<p>rules</p>');
    queryClient.setQueryData(['user', 1], { id: 1 });
    queryClient.setQueryData(['news'], ['kept']);

    expect(switchBrand(queryClient)).toBe('ogo');

    expect(useBrandStore.getState().brand).toBe('ogo');
    expect(queryClient.getQueryData(['menu', 'glo'])).toBeUndefined();
    expect(queryClient.getQueryData(['rules', 'glo'])).toBeUndefined();
    expect(queryClient.getQueryState(['user', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['news'])).toEqual(['kept']);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.brand) ?? '{}')).toMatchObject({ state: { brand: 'ogo' } });

    expect(switchBrand(queryClient)).toBe('glo');
  });

  it('puts the brand on <html data-brand> and follows every switch', () => {
    const stop = syncBrandTheme();
    expect(document.documentElement.dataset.brand).toBe('glo');
    switchBrand(new QueryClient());
    expect(document.documentElement.dataset.brand).toBe('ogo');
    stop();
  });
});

describe('ogo PWA host (tests configure ogo.test)', () => {
  it('starts in ogo and hides the switch there', () => {
    expect(startingBrand('ogo.test')).toBe('ogo');
    expect(canSwitchBrand('ogo.test')).toBe(false);
  });

  it('starts in glo with the switch everywhere else', () => {
    expect(startingBrand('app.example')).toBe('glo');
    expect(canSwitchBrand('app.example')).toBe(true);
  });
});

describe('a brand named by a link (?brand=ogo)', () => {
  it('names ogo or glo where the visitor may switch, and nothing on the ogo host or for anything else', () => {
    expect(brandFromLink('?brand=ogo', 'app.example')).toBe('ogo');
    expect(brandFromLink('?from=poster&brand=glo', 'app.example')).toBe('glo');
    expect(brandFromLink('?brand=ogo', 'ogo.test')).toBeNull();
    expect(brandFromLink('?brand=glo', 'ogo.test')).toBeNull();
    expect(brandFromLink('?brand=OGO', 'app.example')).toBeNull();
    expect(brandFromLink('', 'app.example')).toBeNull();
  });

  it('starts a signed-out visitor in the linked brand and takes the parameter out of the address', () => {
    window.history.replaceState(null, '', '/auth?brand=ogo&from=poster#top');
    applyBrandLink(false);
    expect(useBrandStore.getState().brand).toBe('ogo');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/auth?from=poster#top');
  });

  it('leaves a signed-in person in their brand (the menu switches it)', () => {
    window.history.replaceState(null, '', '/?brand=ogo');
    applyBrandLink(true);
    expect(useBrandStore.getState().brand).toBe('glo');
    expect(window.location.search).toBe('');
  });
});

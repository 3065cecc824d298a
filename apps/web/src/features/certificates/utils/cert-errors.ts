// The certificate pages' reading of an API error: which form to show, and the text of a failed purchase or PIN check.
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

export function isNotRegistered(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === 'cert_not_registered';
}

export function isPinRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'pin_required';
}

const knownCodes = ['insufficient_xp', 'out_of_stock', 'pin_invalid', 'pin_locked', 'cert_auth_rejected'] as const;

export function certErrorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  const known = knownCodes.find((candidate) => candidate === code);
  return known ? t(`certificates.errors.${known}`) : t('certificates.errors.generic');
}

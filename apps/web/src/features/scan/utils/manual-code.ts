// Manual entry of a pack code: the same normal form the server matches (packages/domain), checked before sending.
import { isValidPackCode, minPackCodeLength, normalizePackCode } from '@loyalty/domain/pack-code';

export type ManualCodeProblem = 'empty' | 'tooShort' | 'invalid' | null;

export interface ManualCode {
  /** What is sent: upper case, no spaces or dashes (a pasted URL gives its code). */
  normalized: string;
  problem: ManualCodeProblem;
}

export function readManualCode(text: string): ManualCode {
  const normalized = normalizePackCode(text);
  let problem: ManualCodeProblem = null;
  if (normalized === '') problem = 'empty';
  else if (!/^[A-Z0-9]+$/.test(normalized)) problem = 'invalid';
  else if (normalized.length < minPackCodeLength) problem = 'tooShort';
  else if (!isValidPackCode(normalized)) problem = 'invalid';
  return { normalized, problem };
}

export { minPackCodeLength };

// Manual entry of a pack code: the same normal form the server matches (packages/domain) and a readable grouping of it.
import { isValidPackCode, minPackCodeLength, normalizePackCode } from '@loyalty/domain/pack-code';

export type ManualCodeProblem = 'empty' | 'tooShort' | 'invalid' | null;

export interface ManualCode {
  /** What is sent: upper case, no spaces or dashes (a pasted URL gives its code). */
  normalized: string;
  /** The normal form in groups of four, so the customer can compare it with the pack. */
  display: string;
  problem: ManualCodeProblem;
}

export function groupForDisplay(normalized: string): string {
  return normalized.match(/.{1,4}/g)?.join(' ') ?? '';
}

export function readManualCode(text: string): ManualCode {
  const normalized = normalizePackCode(text);
  let problem: ManualCodeProblem = null;
  if (normalized === '') problem = 'empty';
  else if (!/^[A-Z0-9]+$/.test(normalized)) problem = 'invalid';
  else if (normalized.length < minPackCodeLength) problem = 'tooShort';
  else if (!isValidPackCode(normalized)) problem = 'invalid';
  return { normalized, display: groupForDisplay(normalized), problem };
}

export { minPackCodeLength };

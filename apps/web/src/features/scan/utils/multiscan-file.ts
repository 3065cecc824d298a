// The client's checks of a multi-scan photo before any byte travels: JPEG or PNG, at most 8 MB (the server checks again).
import { multiscanPhoto } from '@/config/constants';

export type MultiscanFileProblem = 'noPhoto' | 'wrongType' | 'tooLarge' | null;

export function checkMultiscanFile(file: File | null): MultiscanFileProblem {
  if (!file) return 'noPhoto';
  if (!(multiscanPhoto.types as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > multiscanPhoto.maxBytes) return 'tooLarge';
  return null;
}

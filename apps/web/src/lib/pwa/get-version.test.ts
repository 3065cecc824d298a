// The hand-written check of get-version's answer agrees with the contract's zod schema on what it accepts.
import { describe, expect, it } from 'vitest';
import { getVersionResponseSchema } from '@loyalty/contracts/platform';
import { versionAnswer } from '@/lib/pwa/get-version';

describe('versionAnswer', () => {
  const answers: unknown[] = [
    { version: 'lz3k1-ab12cd34' },
    { version: '' },
    { version: 'b', extra: 1 },
    { version: 12 },
    { version: null },
    {},
    null,
    'lz3k1-ab12cd34',
    [],
    undefined,
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = getVersionResponseSchema.safeParse(answer);
      const ours = versionAnswer.safeParse(answer);
      expect(ours.success).toBe(contract.success);
      if (ours.success && contract.success) expect(ours.data).toEqual(contract.data);
    },
  );
});

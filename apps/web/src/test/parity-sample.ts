// The parity tests hold a runtime of our own to the library it stands in for (docs/runtimes.md). The unit suite
// compares a seeded sample of the inputs, the same one every run (PARITY_SEED picks another); the whole comparison
// runs on demand: `npm run check:parity -w @loyalty/web` (PARITY_FULL=1).
import fc from 'fast-check';

export const parityFull = process.env.PARITY_FULL === '1';
export const paritySeed = Number(process.env.PARITY_SEED ?? 20_261_128);

/** `size` of `items`, picked by the seed and kept in their order; all of them with PARITY_FULL=1. */
export function paritySample<T>(items: readonly T[], size: number): T[] {
  if (parityFull || items.length <= size) return [...items];
  const indexes = items.map((_, index) => index);
  const [picked] = fc.sample(fc.shuffledSubarray(indexes, { minLength: size, maxLength: size }), {
    seed: paritySeed,
    numRuns: 1,
  });
  return (picked ?? []).sort((a, b) => a - b).map((index) => items[index] as T);
}

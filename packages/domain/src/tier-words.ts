// How the app names a tier level in a sentence: "ще 340 XP до Золотого" needs the genitive of a level's name, which is
// an adjective in every set marketing has named (Срібний, Золотий, Платиновий). A name that is not one single
// adjective is quoted instead ("до рівня «VIP»"), never declined wrongly.

/** The genitive of a one-word adjective name (Золотий → Золотого, Синій → Синього), or null. */
export function levelNameGenitive(name: string): string | null {
  const word = name.trim();
  if (!/^[\p{Lu}\p{Ll}’'-]+$/u.test(word)) return null;
  if (/[^і]ий$/u.test(word) && word.length > 3) return `${word.slice(0, -2)}ого`;
  if (/ій$/u.test(word) && word.length > 3) return `${word.slice(0, -2)}ього`;
  return null;
}

// Ukrainian plural forms chosen by Intl.PluralRules('uk') (one: 1, 21; few: 2–4, 22–24; many: 0, 5–20, 25…).

const ukrainianPlural = new Intl.PluralRules('uk');

export interface UkrainianForms {
  one: string;
  few: string;
  many: string;
}

/** The form of the word that goes with `count`: 1 пачка, 3 пачки, 5 пачок. */
export function ukrainianPluralForm(count: number, forms: UkrainianForms): string {
  const category = ukrainianPlural.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  return forms.many;
}

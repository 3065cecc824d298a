// The texts' runtime: looks a key up in the active language (then the fallback), picks the plural form by the count,
// and fills in {{placeholders}}. It reads i18next's resource format and follows its rules for what the app uses
// (decision 0033): i18next itself was about 15 kB (Brotli) of every page's critical path for these three jobs.
// Keys stay typed by i18next's type definitions (lib/i18n.ts); translator.test.ts checks every text of both languages
// against i18next's own output.
import type { TFunction } from 'i18next';

export type TranslationTree = { readonly [key: string]: unknown };

export interface TranslateOptions {
  /** Picks the plural form (key_one, key_few, key_many, key_other; key_zero first for 0) and fills {{count}}. */
  count?: number;
  /** Returns the object or array under the key, its texts filled in, instead of a text. */
  returnObjects?: boolean;
  /** A language other than the active one, for this text only. */
  lng?: string;
  [placeholder: string]: unknown;
}

export interface Translator {
  /** The active language. */
  readonly language: string;
  /** Changes on every language change and every texts added: what `useTranslation` re-renders on. */
  readonly revision: number;
  t: TFunction<'translation'>;
  changeLanguage(language: string): Promise<void>;
  /** Adds texts to a language, keeping the ones it has (a deep merge that overwrites nothing). */
  addTexts(language: string, texts: TranslationTree): void;
  onLanguageChanged(listener: (language: string) => void): () => void;
  /** Called after every change of `revision`. */
  subscribe(listener: () => void): () => void;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  texts: Record<string, TranslationTree>;
}

type MutableTree = { [key: string]: unknown };

const placeholderPattern = /\{\{(.+?)\}\}/g;

function isTree(value: unknown): value is MutableTree {
  return typeof value === 'object' && value !== null;
}

function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (!isTree(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** Copies `source` into `target`: new keys are added, nested trees merged, a key already there is left as it is. */
function mergeKeeping(target: MutableTree, source: TranslationTree): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = target[key];
    if (existing === undefined) target[key] = isTree(value) ? structuredClone(value) : value;
    else if (isTree(existing) && isTree(value)) mergeKeeping(existing, value);
  }
}

/**
 * The value under `path` in a language's layers of texts, the earliest layer first (texts added later never replace
 * one already there). A group of texts is the merge of that group in every layer.
 */
function find(layers: readonly TranslationTree[], path: string): unknown {
  let group: MutableTree | undefined;
  for (const layer of layers) {
    const value = at(layer, path);
    if (value === undefined || value === null) continue;
    if (!isTree(value)) {
      if (group === undefined) return value;
      continue;
    }
    // An array stays an array (i18next returns lists, such as a page's steps, as arrays).
    group ??= (Array.isArray(value) ? [] : {}) as MutableTree;
    mergeKeeping(group, value);
  }
  return group;
}

function fill(text: string, values: TranslateOptions): string {
  return text.replace(placeholderPattern, (placeholder, name: string) => {
    const value = at(values, name.trim());
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

function fillAll(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === 'string') return fill(value, values);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values));
  if (isTree(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)]));
  return value;
}

export function createTranslator(options: TranslatorOptions): Translator {
  // Layers instead of one merged tree: the bundled texts are read where they are, never copied at start.
  const texts = new Map<string, TranslationTree[]>();
  for (const [language, tree] of Object.entries(options.texts)) texts.set(language, [tree]);
  const pluralRules = new Map<string, Intl.PluralRules>();
  const languageListeners = new Set<(language: string) => void>();
  const changeListeners = new Set<() => void>();
  let language = options.language;
  let revision = 0;

  const pluralOf = (lang: string, count: number): string => {
    let rules = pluralRules.get(lang);
    if (rules === undefined) {
      rules = new Intl.PluralRules(lang);
      pluralRules.set(lang, rules);
    }
    return rules.select(count);
  };

  const changed = (): void => {
    revision += 1;
    for (const listener of changeListeners) listener();
  };

  /** The text under `key`: the active language first, then the fallback; in each, the plural form before the key. */
  const lookUp = (key: string, translateOptions: TranslateOptions): unknown => {
    const first = translateOptions.lng ?? language;
    const languages = first === options.fallbackLanguage ? [first] : [first, options.fallbackLanguage];
    const { count } = translateOptions;
    for (const lang of languages) {
      const layers = texts.get(lang);
      if (layers === undefined) continue;
      if (typeof count === 'number') {
        const zero = count === 0 ? find(layers, `${key}_zero`) : undefined;
        if (zero !== undefined) return zero;
        const plural = find(layers, `${key}_${pluralOf(lang, count)}`);
        if (plural !== undefined) return plural;
      }
      const value = find(layers, key);
      if (value !== undefined) return value;
    }
    return undefined;
  };

  const translate = (key: string, translateOptions: TranslateOptions = {}): unknown => {
    const value = lookUp(key, translateOptions);
    if (typeof value === 'string') return fill(value, translateOptions);
    if (isTree(value) && translateOptions.returnObjects) return fillAll(value, translateOptions);
    // A missing key (or a group of texts asked for as one text) shows the key, as i18next does: visible, never blank.
    return fill(key, translateOptions);
  };

  return {
    get language() {
      return language;
    },
    get revision() {
      return revision;
    },
    // One implementation under i18next's typed signature: keys and options are checked where `t` is called.
    t: translate as unknown as TFunction<'translation'>,
    async changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of languageListeners) listener(next);
      changed();
    },
    addTexts(lang, added) {
      const layers = texts.get(lang);
      if (layers === undefined) texts.set(lang, [added]);
      else layers.push(added);
      changed();
    },
    onLanguageChanged(listener) {
      languageListeners.add(listener);
      return () => languageListeners.delete(listener);
    },
    subscribe(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}

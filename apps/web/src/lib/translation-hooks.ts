// Texts in components: `useTranslation` re-renders on a language change and when a lazy page's texts arrive, and
// `Trans` puts elements into a text (`<agreement>…</agreement>`), with react-i18next's names and props for both.
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ParseKeys, TFunction } from 'i18next';
import { i18n } from '@/lib/i18n';
import type { TranslateOptions, Translator } from '@/lib/translator';

export interface UseTranslationResult {
  /** A new function after each change, so what is memoised on it is worked out again. */
  t: TFunction<'translation'>;
  i18n: Translator;
}

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const revision = () => i18n.revision;

function freshT(): TFunction<'translation'> {
  const translate = i18n.t as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => translate(...args)) as unknown as TFunction<'translation'>;
}

export function useTranslation(): UseTranslationResult {
  const current = useSyncExternalStore(subscribe, revision);
  return useMemo(() => ({ t: freshT(), i18n }), [current]);
}

const tagPattern = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** The text with each `<name>inner</name>` (or `<name/>`) made into `components[name]` holding the inner text. */
function withElements(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [whole, selfClosingName, name, inner] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    last = match.index + whole.length;
    const element = components[selfClosingName ?? name ?? ''];
    if (!isValidElement(element)) {
      nodes.push(inner === undefined ? '' : inner);
      continue;
    }
    const children = inner === undefined ? [] : withElements(inner, components);
    nodes.push(cloneElement(element, { key: nodes.length }, ...children));
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export interface TransProps {
  i18nKey: ParseKeys<'translation'>;
  components?: Readonly<Record<string, ReactElement>>;
  values?: TranslateOptions;
}

export function Trans({ i18nKey, components = {}, values }: TransProps): ReactElement {
  const { t } = useTranslation();
  const text = String((t as unknown as (key: string, options?: TranslateOptions) => unknown)(i18nKey, values));
  return createElement(Fragment, null, ...withElements(text, components));
}

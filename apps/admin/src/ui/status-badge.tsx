// A code the server sends, as a coloured badge in words (the one map in codes.ts).
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeLabel, codeTone, type CodeKind, type Tone } from './codes';

const toneColor: Record<Tone, MantineColor> = {
  positive: 'teal',
  negative: 'red',
  warning: 'amber',
  info: 'ink',
  neutral: 'gray',
};

export function StatusBadge({ kind, code, size = 'md' }: { kind: CodeKind; code: string | number; size?: 'sm' | 'md' | 'lg' }) {
  const { i18n } = useTranslation();
  const color = kind === 'brand' ? (code === 'ogo' ? 'ogo' : 'glo') : toneColor[codeTone(kind, code)];
  return (
    // The light variant with the darkest shade as text: AA contrast on its pale ground for every colour.
    <Badge color={color} c={`${color}.9`} size={size} data-code={String(code)}>
      {codeLabel(kind, code, i18n.language)}
    </Badge>
  );
}

/** A code in words without a badge (a table cell, a sentence). */
export function CodeText({ kind, code }: { kind: CodeKind; code: string | number }) {
  const { i18n } = useTranslation();
  return <>{codeLabel(kind, code, i18n.language)}</>;
}

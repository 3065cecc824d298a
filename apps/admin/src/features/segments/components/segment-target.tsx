// Who an offer or a news item is for: a multi-select of its brand's segments (empty: every customer of the brand)
// with each chosen segment's members now, and the "Сегмент: …" tag the lists show. The server checks the ids against
// the item's brand too (a 400 naming segment_ids lands under the field).
import { Badge, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { useFormat } from '@admin/ui/format';
import { useSegmentMemberCounts, useSegments } from '../api/segments';

export function SegmentTargetPicker({
  brand,
  value,
  onChange,
  error,
  size,
  label,
  hideLabel = false,
  testId = 'segment-target',
}: {
  brand: Brand;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  size?: 'xs' | 'sm';
  label?: string;
  /** In a table row: the label is read out, not shown. */
  hideLabel?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const segments = useSegments(brand);
  const counts = useSegmentMemberCounts(value);
  const nameOf = (id: number) => segments.data?.segments.find((segment) => segment.id === id)?.name ?? `#${id}`;
  return (
    <Stack gap={4}>
      <MultiSelect
        size={size}
        label={hideLabel ? undefined : (label ?? t('segments.target.label'))}
        aria-label={label ?? t('segments.target.label')}
        placeholder={value.length === 0 ? t('segments.target.everyone') : undefined}
        data={(segments.data?.segments ?? [])
          .filter((segment) => segment.brand === brand)
          .map((segment) => ({ value: String(segment.id), label: segment.name }))}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        error={error}
        clearable
        searchable
        data-testid={testId}
      />
      <Text size="xs" c="dimmed" data-testid={`${testId}-counts`} aria-live="polite">
        {value.length === 0
          ? t('segments.target.hint')
          : value
              .map((id, index) => {
                const count = counts[index]?.data?.count;
                return t('segments.target.members', {
                  name: nameOf(id),
                  count: count === undefined ? '…' : format.number(count),
                });
              })
              .join(' · ')}
      </Text>
    </Stack>
  );
}

/** "Сегмент: Сплячі, VIP" for an item for segments; nothing for one every customer sees. */
export function SegmentTag({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const segments = useSegments('');
  if (ids.length === 0) return null;
  const names = ids.map((id) => segments.data?.segments.find((segment) => segment.id === id)?.name ?? `#${id}`);
  return (
    <Badge variant="light" color="grape" size="sm" tt="none" data-testid="segment-tag">
      {t('segments.target.tag', { names: names.join(', ') })}
    </Badge>
  );
}

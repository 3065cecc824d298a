// One segment: its brand, name and rules, with the live count of its members as the rules change (asked of the
// server a moment after the last keystroke, never for rules the contract would refuse), the rules in words, and its
// members' CSV. Checked by the contract's schema; the server's reason lands under the field it names.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminSegmentBodySchema, segmentRulesSchema } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { NumberField } from '@admin/features/campaigns/components/fields';
import { useCampaigns } from '@admin/features/campaigns/api/campaigns';
import { useTierSets } from '@admin/features/tiers/api/tiers';
import { CsvButton } from '@admin/ui/csv-button';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { useCanEdit } from '@admin/ui/screen-link';
import {
  membersCsvUrl,
  useSaveSegment,
  useSegment,
  useSegmentCount,
  type Segment,
  type SegmentInput,
  type SegmentRulesWire,
} from './api/segments';
import { segmentWords } from './segment-words';
import { useLevelName } from './segments-page';
import { EditorForm } from '@admin/ui/editor-form';

/** Rules without the conditions left empty (a range with neither bound, a date range with neither date). */
export function compactRules(rules: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rules).filter(([, value]) => {
      if (value === undefined || value === null || value === '') return false;
      if (Array.isArray(value)) return value.length > 0;
      if (typeof value === 'object') return Object.values(value).some((inner) => inner !== undefined && inner !== '');
      return true;
    }),
  );
}

function LiveCount({ brand, rules }: { brand: Brand; rules: Record<string, unknown> }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A moment after the last change: one count per pause in typing, not one per keystroke.
  const [settled] = useDebouncedValue(JSON.stringify({ brand, rules: compactRules(rules) }), 400);
  const parsed = JSON.parse(settled) as { brand: Brand; rules: unknown };
  const checked = segmentRulesSchema.safeParse(parsed.rules);
  const count = useSegmentCount(parsed.brand, checked.success ? checked.data : null);
  return (
    <Stack gap={2} data-testid="segment-count" aria-live="polite">
      <Text size="sm" c="dimmed">
        {t('segments.countNow')}
      </Text>
      <Group gap="xs">
        <Text fw={700} fz={28} data-testid="segment-count-value" style={{ opacity: count.isFetching ? 0.6 : 1 }}>
          {!checked.success ? '—' : count.data ? format.number(count.data.count) : '…'}
        </Text>
        {count.isFetching && <Loader size="xs" aria-hidden />}
      </Group>
      <Text size="sm" c="dimmed">
        {!checked.success ? t('segments.countInvalid') : count.isError ? t('segments.countFailed') : t('segments.customers')}
      </Text>
    </Stack>
  );
}

function Editor({ segment }: { segment: Segment | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const canEdit = useCanEdit('/segments');
  const save = useSaveSegment(segment?.id ?? null);
  const sets = useTierSets();
  const levelName = useLevelName();
  const form = useZodForm(adminSegmentBodySchema, {
    defaultValues: segment
      ? { brand: segment.brand, name: segment.name, rules: segment.rules }
      : { brand: 'glo', name: '', rules: {} },
  });
  const [brand, rules] = useWatch({ control: form.control, name: ['brand', 'rules'] });
  // The brand's newest campaigns (the list's first page): the ones a "member of" rule is written about.
  const campaigns = useCampaigns({ page: 1, status: '', brand });
  const campaignName = (id: number) => campaigns.data?.campaigns.find((campaign) => campaign.id === id)?.name ?? `#${id}`;
  const levels = [...(sets.data?.tier_sets.find((set) => set.brand === brand)?.levels ?? [])].sort((a, b) => a.rank - b.rank);
  const readOnly = !canEdit;
  const submit = form.handleSubmit((values: SegmentInput) =>
    save.mutate(
      { ...values, rules: compactRules(values.rules) as SegmentRulesWire },
      {
        onSuccess: ({ segment: saved }) => {
          notifySuccess(t(segment ? 'segments.saved' : 'segments.created', { name: saved.name }));
          form.reset({ brand: saved.brand, name: saved.name, rules: saved.rules });
          if (segment === null) void navigate(`/segments/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  const words = segmentRulesSchema.safeParse(compactRules(rules ?? {}));
  return (
    <EditorForm readOnly={readOnly} onSubmit={submit}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('segments.fields.name')}
                  {...form.register('name')}
                  error={fieldError(form, 'name', t('segments.errors.name'))}
                  data-testid="segment-name"
                />
                <Controller
                  control={form.control}
                  name="brand"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="segment-brand-label">
                        {t('orders.filters.brand')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby="segment-brand-label"
                        value={field.value}
                        onChange={(value) => {
                          field.onChange(value as Brand);
                          // Levels are a brand's own: the other brand's would be refused.
                          form.setValue('rules.tier_level_ids', undefined);
                          form.setValue('rules.campaign_member', undefined);
                        }}
                        data={['glo', 'ogo']}
                        // A saved segment keeps its brand (the server changes only name and rules).
                        disabled={readOnly || segment !== null}
                      />
                    </Stack>
                  )}
                />
              </SimpleGrid>
              <Title order={2} size="h4" mt="sm">
                {t('segments.fields.rules')}
              </Title>
              <Text size="sm" c="dimmed" mt={-8}>
                {t('segments.rulesHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberField
                  form={form}
                  name="rules.last_scan_more_than_days"
                  label={t('segments.fields.lastScan')}
                  description={t('segments.fields.lastScanHint')}
                  min={1}
                  max={3660}
                  testId="rule-last-scan"
                />
                <Controller
                  control={form.control}
                  name="rules.campaign_member"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('segments.fields.campaigns')}
                      description={t('segments.fields.campaignsHint')}
                      data={(campaigns.data?.campaigns ?? []).map((campaign) => ({
                        value: String(campaign.id),
                        label: campaign.name,
                      }))}
                      value={(field.value ?? []).map(String)}
                      onChange={(ids) => field.onChange(ids.length > 0 ? ids.map(Number) : undefined)}
                      disabled={readOnly}
                      error={fieldError(form, 'rules.campaign_member')}
                      clearable
                      searchable
                      data-testid="rule-campaigns"
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="rules.tier_level_ids"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('segments.fields.tiers')}
                      description={levels.length === 0 ? t('segments.fields.noTiers') : t('segments.fields.tiersHint')}
                      data={levels.map((level) => ({ value: String(level.id), label: level.name }))}
                      value={(field.value ?? []).map(String)}
                      onChange={(ids) => field.onChange(ids.length > 0 ? ids.map(Number) : undefined)}
                      disabled={readOnly || levels.length === 0}
                      error={fieldError(form, 'rules.tier_level_ids')}
                      clearable
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="rules.last_delivery_cities"
                  render={({ field }) => (
                    <TagsInput
                      label={t('segments.fields.cities')}
                      description={t('segments.fields.citiesHint')}
                      value={field.value ?? []}
                      onChange={(cities) => field.onChange(cities.length > 0 ? cities : undefined)}
                      error={fieldError(form, 'rules.last_delivery_cities')}
                      clearable
                    />
                  )}
                />
                <SimpleGrid cols={2}>
                  <NumberField form={form} name="rules.orders_count.min" label={t('segments.fields.ordersMin')} min={0} />
                  <NumberField
                    form={form}
                    name="rules.orders_count.max"
                    label={t('segments.fields.ordersMax')}
                    min={0}
                    hint={fieldError(form, 'rules.orders_count.max') && t('segments.errors.range')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={2}>
                  <NumberField
                    form={form}
                    name="rules.balance.min"
                    label={t('segments.fields.balanceMin')}
                    min={0}
                    suffix=" XP"
                  />
                  <NumberField
                    form={form}
                    name="rules.balance.max"
                    label={t('segments.fields.balanceMax')}
                    min={0}
                    suffix=" XP"
                    hint={fieldError(form, 'rules.balance.max') && t('segments.errors.range')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={2}>
                  <TextInput
                    type="date"
                    label={t('segments.fields.registeredFrom')}
                    {...form.register('rules.registered.from', { setValueAs: (value: string) => value || undefined })}
                    error={fieldError(form, 'rules.registered.from')}
                  />
                  <TextInput
                    type="date"
                    label={t('segments.fields.registeredTo')}
                    {...form.register('rules.registered.to', { setValueAs: (value: string) => value || undefined })}
                    error={fieldError(
                      form,
                      'rules.registered.to',
                      fieldError(form, 'rules.registered.to') && t('segments.errors.dates'),
                    )}
                  />
                </SimpleGrid>
              </SimpleGrid>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card>
            <Stack gap="sm">
              <LiveCount brand={brand} rules={(rules ?? {}) as Record<string, unknown>} />
              <Text size="sm" data-testid="segment-words">
                {words.success ? segmentWords(words.data, t, format, levelName, campaignName) : ''}
              </Text>
              {segment && (
                <Group>
                  <CsvButton href={membersCsvUrl(segment.id)} testId="segment-csv" />
                </Group>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {!readOnly && (
        <Group mt="md">
          <Button type="submit" loading={save.isPending} data-testid="segment-save">
            {segment ? t('common.save') : t('segments.create')}
          </Button>
        </Group>
      )}
    </EditorForm>
  );
}

export function SegmentEditorPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit('/segments');
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const query = useSegment(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/segments" size="sm">
        ← {t('segments.title')}
      </Anchor>
      <Title order={1}>{id === null ? t('segments.new') : (query.data?.segment.name ?? t('segments.one'))}</Title>
      {id === null && !canEdit ? (
        <Alert color="gray">{t('segments.readOnly')}</Alert>
      ) : id === null ? (
        <Editor key="new" segment={null} />
      ) : (
        <QueryState query={query}>{({ segment }) => <Editor key={segment.id} segment={segment} />}</QueryState>
      )}
    </Stack>
  );
}

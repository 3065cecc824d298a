// One campaign: its rules as a form checked by the contract's own schema (the server's reason put under the field it
// names), its rules in one line as they change, its status with the moves it can make (each confirmed first), and the
// spend against its budget. Only a draft changes its rules; a campaign that ran is read as it ran. Support reads.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Chip,
  Grid,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Brand } from '@loyalty/contracts/brand';
import { campaignDraftSchema } from '@loyalty/contracts/campaigns';
import { triggersWithBaseXp, type CampaignEffect, type CampaignTrigger } from '@loyalty/domain/campaigns';
import { useRewards } from '@admin/features/catalogue/api/catalogue';
import { useSegments } from '@admin/features/segments/api/segments';
import { useTierSets } from '@admin/features/tiers/api/tiers';
import { codeLabel, codeValues } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { useCanEdit } from '@admin/ui/screen-link';
import { StatusBadge } from '@admin/ui/status-badge';
import {
  useCampaign,
  useMoveCampaign,
  useSaveCampaign,
  type Campaign,
  type CampaignDraft,
  type CampaignMove,
} from './api/campaigns';
import { campaignSummary, type CampaignWords } from './campaign-words';
import { BudgetBar } from './campaigns-page';
import { CategoryConditionField, ProductConditionField } from './components/catalogue-fields';
import { EffectKindError, newMessage, OtherEffectFields, type DraftForm } from './components/effect-fields';
import { KyivDateField, NumberField } from './components/fields';
import { PreviewPanel } from './components/preview-panel';
import { EditorForm } from '@admin/ui/editor-form';

const newDraft: CampaignWords = {
  brand: 'glo',
  name: '',
  trigger: 'pack_code_credited',
  conditions: {},
  limits: {},
  effect: { kind: 'multiplier', factor: 2 },
  extra_effects: [],
  starts_at: null,
  ends_at: null,
  budget_xp: null,
  holdout_percent: 0,
};

function draftOf(campaign: Campaign): CampaignWords {
  const { brand, name, trigger, conditions, limits, effect, starts_at, ends_at, budget_xp, holdout_percent } = campaign;
  const extra_effects = campaign.extra_effects ?? [];
  return { brand, name, trigger, conditions, limits, effect, extra_effects, starts_at, ends_at, budget_xp, holdout_percent };
}

type EffectKind = CampaignEffect['kind'];

/** A new effect of a kind, as the form starts it (a reward still to be picked is missing, and marked so on save). */
function newEffect(kind: EffectKind): CampaignWords['effect'] {
  if (kind === 'multiplier') return { kind, factor: 2 };
  if (kind === 'fixed_xp') return { kind, xp: 10 };
  if (kind === 'message') return newMessage('push');
  return { kind } as unknown as CampaignWords['effect'];
}

/**
 * Effects beside the main one (decision 0065): a message or a reward added to a campaign, at most three. The contract
 * refuses the same effect twice (one message per channel, each reward once) under the row that repeats it.
 */
function ExtraEffects({ form, brand, rewards }: { form: DraftForm; brand: Brand; rewards: ReturnType<typeof useRewards> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'extra_effects' });
  const effects = (useWatch({ control: form.control, name: 'extra_effects' }) ?? []) as CampaignWords['effect'][];
  const main = useWatch({ control: form.control, name: 'effect' }) as CampaignWords['effect'];
  const channels = new Set([main, ...effects].flatMap((effect) => (effect?.kind === 'message' ? [effect.channel] : [])));
  const full = fields.length >= 3;
  return (
    <Stack gap="sm" data-testid="campaign-extra-effects">
      {fields.map((field, index) => (
        <Card key={field.id} withBorder p="sm" data-testid="campaign-extra-effect">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t(`campaigns.extra.${effects[index]?.kind === 'unlock_reward' ? 'reward' : 'message'}`)}
              </Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(index)}>
                {t('campaigns.extra.remove')}
              </Button>
            </Group>
            <OtherEffectFields form={form} path={`extra_effects.${index}`} brand={brand} rewards={rewards.data?.rewards} />
            <EffectKindError form={form} path={`extra_effects.${index}`} />
          </Stack>
        </Card>
      ))}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={full}
          onClick={() => append(newMessage(channels.has('push') && !channels.has('sms') ? 'sms' : 'push'))}
          data-testid="campaign-add-message"
        >
          {t('campaigns.extra.addMessage')}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={full}
          onClick={() => append(newEffect('unlock_reward') as CampaignEffect)}
          data-testid="campaign-add-reward"
        >
          {t('campaigns.extra.addReward')}
        </Button>
      </Group>
    </Stack>
  );
}

const days = [1, 2, 3, 4, 5, 6, 7] as const;

/** The moves each status offers, as the server allows them (modules/campaigns/service.ts). */
const movesFrom: Record<Campaign['status'], CampaignMove[]> = {
  draft: ['activate', 'end'],
  scheduled: ['pause', 'end'],
  active: ['pause', 'end'],
  paused: ['activate', 'end'],
  ended: [],
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function StatusActions({ campaign, dirty }: { campaign: Campaign; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const move = useMoveCampaign(campaign.id);
  const run = (which: CampaignMove) =>
    move.mutate(which, {
      onSuccess: ({ campaign: moved }) =>
        notifySuccess(
          t(`campaigns.moved.${which}`, { name: moved.name, status: codeLabel('campaign_status', moved.status, i18n.language) }),
        ),
      onError: notifyError,
    });
  const moves = movesFrom[campaign.status];
  if (moves.length === 0) return null;
  return (
    <Group gap="sm">
      {moves.map((which) => (
        <ConfirmButton
          key={which}
          label={t(`campaigns.moves.${which}`)}
          question={t(`campaigns.moves.${which}Question`, { name: campaign.name })}
          danger={which !== 'activate'}
          variant={which === 'activate' ? 'filled' : 'light'}
          disabled={move.isPending || (which === 'activate' && dirty)}
          loading={move.isPending && move.variables === which}
          onConfirm={() => run(which)}
          testId={`campaign-${which}`}
        />
      ))}
      {dirty && moves.includes('activate') && (
        <Text size="sm" c="dimmed">
          {t('campaigns.saveFirst')}
        </Text>
      )}
    </Group>
  );
}

function Editor({ campaign }: { campaign: Campaign | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEdit('/campaigns');
  const save = useSaveCampaign(campaign?.id ?? null);
  const form = useZodForm(campaignDraftSchema, { defaultValues: campaign ? draftOf(campaign) : newDraft });
  const values = useWatch({ control: form.control }) as CampaignWords;
  const readOnly = !canEdit || (campaign !== null && campaign.status !== 'draft');
  const trigger = values.trigger as CampaignTrigger | undefined;
  const effectKind = values.effect?.kind;
  const xpEffect = effectKind === 'multiplier' || effectKind === 'fixed_xp';
  // Reward names for editors (the catalogue is marketing's); a reader sees them by number.
  const rewards = useRewards(canEdit);
  const multiplierAllowed = trigger === undefined || triggersWithBaseXp.includes(trigger);
  // Segments and tier levels are a brand's own: the conditions offer the chosen brand's.
  const segments = useSegments('');
  const tierSets = useTierSets();
  const levels = [...(tierSets.data?.tier_sets.find((set) => set.brand === values.brand)?.levels ?? [])].sort(
    (a, b) => a.rank - b.rank,
  );
  const names = {
    segment: (id: number) => segments.data?.segments.find((segment) => segment.id === id)?.name ?? `#${id}`,
    level: (id: number) =>
      tierSets.data?.tier_sets.flatMap((set) => set.levels).find((level) => level.id === id)?.name ?? `#${id}`,
    reward: (id: number) => rewards.data?.rewards.find((reward) => reward.id === id)?.title ?? `#${id}`,
  };

  const submit = form.handleSubmit((draft: CampaignDraft) =>
    save.mutate(draft, {
      onSuccess: ({ campaign: saved }) => {
        notifySuccess(t(campaign ? 'campaigns.saved' : 'campaigns.created', { name: saved.name }));
        form.reset(draftOf(saved));
        if (campaign === null) void navigate(`/campaigns/${saved.id}`, { replace: true });
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notifyError(error);
      },
    }),
  );

  return (
    <Stack gap="md">
      <Card data-testid="campaign-head">
        <Stack gap="xs">
          <Group gap="sm">
            <StatusBadge kind="campaign_status" code={campaign?.status ?? 'draft'} size="lg" />
            <Text fw={600} size="lg" data-testid="campaign-summary">
              {campaignSummary(values, t, i18n.language, names)}
            </Text>
          </Group>
          {campaign && (
            <Group gap="xl" align="flex-end">
              <BudgetBar campaign={campaign} />
              {campaign.status !== 'draft' && (
                <Anchor component={Link} to={`/campaigns/${campaign.id}/results`} data-testid="campaign-results-link">
                  {t('campaigns.results.open')}
                </Anchor>
              )}
            </Group>
          )}
          {campaign && campaign.status !== 'draft' && (
            <Text size="sm" c="dimmed">
              {t('campaigns.lockedRules')}
            </Text>
          )}
          {canEdit && campaign && <StatusActions campaign={campaign} dirty={form.formState.isDirty} />}
          {!canEdit && (
            <Text size="sm" c="dimmed" data-testid="read-only">
              {t('campaigns.readOnly')}
            </Text>
          )}
        </Stack>
      </Card>

      <EditorForm readOnly={readOnly} onSubmit={submit}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <Section title={t('campaigns.sections.main')}>
                <TextInput
                  label={t('campaigns.fields.name')}
                  {...form.register('name')}
                  error={fieldError(form, 'name', t('campaigns.errors.name'))}
                  data-testid="campaign-name"
                />
                <Controller
                  control={form.control}
                  name="brand"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="campaign-brand-label">
                        {t('orders.filters.brand')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby="campaign-brand-label"
                        value={field.value}
                        onChange={(value) => field.onChange(value as Brand)}
                        data={['glo', 'ogo']}
                        disabled={readOnly}
                      />
                    </Stack>
                  )}
                />
                <Controller
                  control={form.control}
                  name="trigger"
                  render={({ field }) => (
                    <Select
                      label={t('campaigns.fields.trigger')}
                      value={field.value}
                      onChange={(value) => {
                        if (!value) return;
                        field.onChange(value);
                        // A multiplier needs XP of the fact's own: another trigger gets a fixed credit.
                        if (
                          !triggersWithBaseXp.includes(value as CampaignTrigger) &&
                          form.getValues('effect').kind === 'multiplier'
                        )
                          form.setValue('effect', { kind: 'fixed_xp', xp: 10 }, { shouldDirty: true });
                      }}
                      data={codeValues('campaign_trigger').map((value) => ({
                        value,
                        label: codeLabel('campaign_trigger', value, i18n.language),
                      }))}
                      allowDeselect={false}
                      error={fieldError(form, 'trigger')}
                      data-testid="campaign-trigger"
                    />
                  )}
                />
                {trigger === 'nth_scan_of_month' && (
                  <NumberField
                    form={form}
                    name="conditions.nth_scan"
                    label={t('campaigns.fields.nthScan')}
                    hint={t('campaigns.errors.nthScan')}
                    min={1}
                    max={1000}
                  />
                )}
                {trigger === 'custom_event' && (
                  <TextInput
                    label={t('campaigns.fields.eventName')}
                    description={t('campaigns.fields.eventNameHint')}
                    {...form.register('conditions.event_name', { setValueAs: (value: string) => value || undefined })}
                    error={fieldError(form, 'conditions.event_name', t('campaigns.errors.eventName'))}
                  />
                )}
              </Section>

              <Section title={t('campaigns.sections.effect')}>
                <Controller
                  control={form.control}
                  name="effect"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="campaign-effect-label">
                        {t('campaigns.fields.effect')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby="campaign-effect-label"
                        value={field.value.kind}
                        onChange={(kind) => field.onChange(newEffect(kind as EffectKind))}
                        data={[
                          { value: 'multiplier', label: t('campaigns.effects.multiplier'), disabled: !multiplierAllowed },
                          { value: 'fixed_xp', label: t('campaigns.effects.fixed_xp') },
                          { value: 'message', label: t('campaigns.effects.message') },
                          { value: 'unlock_reward', label: t('campaigns.effects.unlock_reward') },
                        ]}
                        disabled={readOnly}
                        data-testid="campaign-effect-kind"
                      />
                      {fieldError(form, 'effect.kind') && (
                        <Text size="sm" c="red.8" role="alert">
                          {fieldError(form, 'effect.kind', t('campaigns.errors.effectKind'))}
                        </Text>
                      )}
                      {!multiplierAllowed && (
                        <Text size="xs" c="dimmed">
                          {t('campaigns.effects.multiplierNeedsBase')}
                        </Text>
                      )}
                    </Stack>
                  )}
                />
                {effectKind === 'multiplier' ? (
                  <SimpleGrid cols={2}>
                    <NumberField
                      form={form}
                      name="effect.factor"
                      label={t('campaigns.fields.factor')}
                      description={t('campaigns.fields.factorHint')}
                      min={1.01}
                      max={10}
                      step={0.5}
                      decimalScale={2}
                      prefix="×"
                      hint={t('campaigns.errors.factor')}
                      testId="campaign-factor"
                    />
                    <NumberField
                      form={form}
                      name="effect.max_xp"
                      label={t('campaigns.fields.maxXp')}
                      description={t('campaigns.fields.maxXpHint')}
                      min={1}
                    />
                  </SimpleGrid>
                ) : xpEffect ? (
                  <NumberField form={form} name="effect.xp" label={t('campaigns.fields.xp')} min={1} testId="campaign-xp" />
                ) : (
                  <OtherEffectFields form={form} path="effect" brand={values.brand ?? 'glo'} rewards={rewards.data?.rewards} />
                )}
                <Text size="sm" fw={500} mt="xs">
                  {t('campaigns.extra.title')}
                </Text>
                <Text size="xs" c="dimmed" mt={-8}>
                  {t('campaigns.extra.hint')}
                </Text>
                <ExtraEffects form={form} brand={values.brand ?? 'glo'} rewards={rewards} />
              </Section>

              <Section title={t('campaigns.sections.dates')}>
                <SimpleGrid cols={2}>
                  <KyivDateField
                    form={form}
                    name="starts_at"
                    label={t('campaigns.fields.startsAt')}
                    description={t('campaigns.fields.startsAtHint')}
                  />
                  <KyivDateField
                    form={form}
                    name="ends_at"
                    label={t('campaigns.fields.endsAt')}
                    description={t('campaigns.fields.endsAtHint')}
                    hint={t('campaigns.errors.endsAt')}
                    last
                  />
                  <NumberField
                    form={form}
                    name="budget_xp"
                    label={t('campaigns.fields.budgetXp')}
                    description={t('campaigns.fields.budgetXpHint')}
                    min={1}
                    empty={null}
                    testId="campaign-budget"
                  />
                  <NumberField
                    form={form}
                    name="holdout_percent"
                    label={t('campaigns.fields.holdout')}
                    description={t('campaigns.fields.holdoutHint')}
                    min={0}
                    max={50}
                    decimalScale={2}
                    suffix=" %"
                    empty={0 as unknown as undefined}
                  />
                </SimpleGrid>
              </Section>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <Section title={t('campaigns.sections.conditions')}>
                {trigger === 'pack_code_credited' || trigger === 'nth_scan_of_month' || trigger === 'order_paid' ? (
                  <>
                    <Controller
                      control={form.control}
                      name="conditions.code_kinds"
                      render={({ field }) => (
                        <Checkbox.Group
                          label={t('campaigns.fields.codeKinds')}
                          description={t('campaigns.fields.codeKindsHint')}
                          value={field.value ?? []}
                          onChange={(kinds) => field.onChange(kinds.length > 0 ? kinds : undefined)}
                        >
                          <Group gap="md" mt={6}>
                            <Checkbox
                              value="sticks"
                              label={codeLabel('code_kind', 'sticks', i18n.language)}
                              data-testid="kind-sticks"
                            />
                            <Checkbox
                              value="velo"
                              label={codeLabel('code_kind', 'velo', i18n.language)}
                              data-testid="kind-velo"
                            />
                          </Group>
                        </Checkbox.Group>
                      )}
                    />
                    <ProductConditionField control={form.control} brand={values.brand ?? 'glo'} disabled={readOnly} />
                    <CategoryConditionField control={form.control} brand={values.brand ?? 'glo'} disabled={readOnly} />
                    <Text size="xs" c="dimmed">
                      {t('campaigns.fields.catalogueHint')}
                    </Text>
                  </>
                ) : null}
                <Controller
                  control={form.control}
                  name="conditions.days_of_week"
                  render={({ field }) => (
                    <Stack gap={6}>
                      <Text size="sm" fw={500} id="campaign-days-label">
                        {t('campaigns.fields.daysOfWeek')}
                      </Text>
                      <Chip.Group
                        multiple
                        value={(field.value ?? []).map(String)}
                        onChange={(chosen) => {
                          const numbers = chosen.map(Number).sort((a, b) => a - b);
                          field.onChange(numbers.length > 0 ? numbers : undefined);
                        }}
                      >
                        <Group gap={6} role="group" aria-labelledby="campaign-days-label">
                          {days.map((day) => (
                            <Chip key={day} value={String(day)} size="sm" disabled={readOnly} data-testid={`day-${day}`}>
                              {t(`campaigns.days.${day}`)}
                            </Chip>
                          ))}
                        </Group>
                      </Chip.Group>
                      <Text size="xs" c="dimmed">
                        {t('campaigns.fields.daysHint')}
                      </Text>
                    </Stack>
                  )}
                />
                <SimpleGrid cols={2}>
                  {(['time_from', 'time_until'] as const).map((key) => (
                    <Controller
                      key={key}
                      control={form.control}
                      name={`conditions.${key}`}
                      render={({ field }) => (
                        <TimeInput
                          label={t(`campaigns.fields.${key}`)}
                          value={field.value ?? ''}
                          onChange={(event) => field.onChange(event.currentTarget.value.slice(0, 5) || undefined)}
                          onBlur={field.onBlur}
                          error={fieldError(form, `conditions.${key}`)}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
                <Text size="xs" c="dimmed" mt={-6}>
                  {t('campaigns.fields.timeHint')}
                </Text>
                <SimpleGrid cols={2}>
                  <Controller
                    control={form.control}
                    name="conditions.segment_ids"
                    render={({ field }) => (
                      <MultiSelect
                        label={t('campaigns.fields.segments')}
                        description={t('campaigns.fields.segmentsHint')}
                        data={(segments.data?.segments ?? [])
                          .filter((segment) => segment.brand === values.brand)
                          .map((segment) => ({ value: String(segment.id), label: segment.name }))}
                        value={(field.value ?? []).map(String)}
                        onChange={(ids) => field.onChange(ids.length > 0 ? ids.map(Number) : undefined)}
                        error={fieldError(form, 'conditions.segment_ids')}
                        clearable
                        searchable
                        data-testid="campaign-segments"
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="conditions.tier_level_ids"
                    render={({ field }) => (
                      <MultiSelect
                        label={t('campaigns.fields.tiers')}
                        description={levels.length === 0 ? t('segments.fields.noTiers') : t('campaigns.fields.tiersHint')}
                        data={levels.map((level) => ({ value: String(level.id), label: level.name }))}
                        value={(field.value ?? []).map(String)}
                        onChange={(ids) => field.onChange(ids.length > 0 ? ids.map(Number) : undefined)}
                        disabled={readOnly || levels.length === 0}
                        error={fieldError(form, 'conditions.tier_level_ids')}
                        clearable
                        data-testid="campaign-tiers"
                      />
                    )}
                  />
                </SimpleGrid>
                <Controller
                  control={form.control}
                  name="conditions.first_time_only"
                  render={({ field }) => (
                    <Switch
                      label={t('campaigns.fields.firstTimeOnly')}
                      description={t('campaigns.fields.firstTimeOnlyHint')}
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.currentTarget.checked || undefined)}
                    />
                  )}
                />
              </Section>

              <Section title={t('campaigns.sections.limits')}>
                <Text size="xs" c="dimmed" mt={-8}>
                  {t('campaigns.fields.limitsHint')}
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  {(['per_day', 'per_week', 'per_month', 'per_campaign'] as const).map((period) => (
                    <NumberField
                      key={period}
                      form={form}
                      name={`limits.${period}`}
                      label={t(`campaigns.fields.${period}`)}
                      min={1}
                    />
                  ))}
                </SimpleGrid>
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
        {!readOnly && (
          <Group mt="md">
            <Button type="submit" loading={save.isPending} data-testid="campaign-save">
              {campaign ? t('campaigns.save') : t('campaigns.create')}
            </Button>
            {form.formState.isDirty && campaign && (
              <Button variant="default" onClick={() => form.reset()}>
                {t('campaigns.discard')}
              </Button>
            )}
          </Group>
        )}
      </EditorForm>
      {!readOnly && <PreviewPanel values={values} check={() => form.trigger()} />}
    </Stack>
  );
}

export function CampaignEditorPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit('/campaigns');
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const query = useCampaign(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/campaigns" size="sm">
        ← {t('campaigns.title')}
      </Anchor>
      <Title order={1}>{id === null ? t('campaigns.new') : (query.data?.campaign.name ?? t('campaigns.one'))}</Title>
      {id === null && !canEdit ? (
        <Alert color="gray">{t('campaigns.readOnly')}</Alert>
      ) : id === null ? (
        <Editor key="new" campaign={null} />
      ) : (
        <QueryState query={query}>
          {({ campaign }) => <Editor key={`${campaign.id}:${campaign.updated_at}`} campaign={campaign} />}
        </QueryState>
      )}
    </Stack>
  );
}

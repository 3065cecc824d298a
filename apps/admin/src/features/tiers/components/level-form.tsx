// A tier level's form (add or change): name, rank, threshold in the set's measure (XP, or hryvnias for money spent,
// sent as kopiyky), the earning multiplier (×1,5, sent as basis points), free delivery and the rewards only that level
// sees. Checked by the contract's schema; the server's reason lands under the field it names.
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminTierLevelBodySchema } from '@loyalty/contracts/admin';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useRewards } from '@admin/features/catalogue/api/catalogue';
import { useTierMutations, type AdminTierLevel, type AdminTierSet } from '../api/tiers';

export function LevelForm({ set, level, onDone }: { set: AdminTierSet; level: AdminTierLevel | null; onDone: () => void }) {
  const { t } = useTranslation();
  const mutations = useTierMutations();
  const rewards = useRewards();
  const nextRank = Math.max(0, ...set.levels.map((one) => one.rank)) + 1;
  const form = useZodForm(adminTierLevelBodySchema, {
    defaultValues: level
      ? {
          name: level.name,
          rank: level.rank,
          threshold: level.threshold,
          earning_multiplier_bp: level.earning_multiplier_bp,
          free_delivery: level.free_delivery,
          reward_ids: level.reward_ids,
        }
      : {
          name: '',
          rank: Math.min(20, nextRank),
          threshold: 0,
          earning_multiplier_bp: 10_000,
          free_delivery: false,
          reward_ids: [],
        },
  });
  const money = set.measure === 'money_spent';
  const saving = mutations.createLevel.isPending || mutations.changeLevel.isPending;
  const submit = form.handleSubmit((values) => {
    const options = {
      onSuccess: () => {
        notifySuccess(t(level ? 'tiers.levelSaved' : 'tiers.levelAdded', { name: values.name }));
        onDone();
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(form, error)) notifyError(error);
      },
    };
    if (level) mutations.changeLevel.mutate({ setId: set.id, levelId: level.id, ...values }, options);
    else mutations.createLevel.mutate({ setId: set.id, ...values }, options);
  });
  const brandRewards = (rewards.data?.rewards ?? []).filter((reward) => reward.brand === set.brand);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <TextInput
            label={t('tiers.fields.name')}
            description={t('tiers.fields.nameHint')}
            {...form.register('name')}
            error={fieldError(form, 'name', t('tiers.errors.name'))}
            data-testid="level-name"
          />
          <Controller
            control={form.control}
            name="rank"
            render={({ field }) => (
              <NumberInput
                label={t('tiers.fields.rank')}
                description={t('tiers.fields.rankHint')}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                min={1}
                max={20}
                allowDecimal={false}
                error={fieldError(form, 'rank', t('tiers.errors.rank'))}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <Controller
            control={form.control}
            name="threshold"
            render={({ field }) => (
              <NumberInput
                label={money ? t('tiers.fields.thresholdMoney') : t('tiers.fields.thresholdXp')}
                description={t('tiers.fields.thresholdHint', { days: set.window_days })}
                value={money ? field.value / 100 : field.value}
                onChange={(value) =>
                  field.onChange(typeof value === 'number' ? Math.round(money ? value * 100 : value) : undefined)
                }
                min={0}
                decimalScale={money ? 2 : 0}
                thousandSeparator=" "
                suffix={money ? ' грн' : ' XP'}
                error={fieldError(form, 'threshold')}
                data-testid="level-threshold"
              />
            )}
          />
          <Controller
            control={form.control}
            name="earning_multiplier_bp"
            render={({ field }) => (
              <NumberInput
                label={t('tiers.fields.multiplier')}
                description={t('tiers.fields.multiplierHint')}
                value={(field.value ?? 10_000) / 10_000}
                onChange={(value) => field.onChange(typeof value === 'number' ? Math.round(value * 10_000) : undefined)}
                min={1}
                max={10}
                step={0.1}
                decimalScale={2}
                prefix="×"
                error={fieldError(form, 'earning_multiplier_bp', t('tiers.errors.multiplier'))}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="free_delivery"
          render={({ field }) => (
            <Switch
              label={t('tiers.fields.freeDelivery')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="reward_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('tiers.fields.rewards')}
              description={t('tiers.fields.rewardsHint')}
              data={brandRewards.map((reward) => ({ value: String(reward.id), label: reward.title }))}
              value={(field.value ?? []).map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              searchable
              clearable
              error={fieldError(form, 'reward_ids')}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="level-save">
            {level ? t('common.save') : t('tiers.addLevel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

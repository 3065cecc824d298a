// Tiers of a brand (marketing runs them, support reads): the set's measure, window and grace, and its levels with
// thresholds and benefits, each added, changed or deleted (deleting asks first). A brand without a set offers one.
import { Badge, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminTierSetBodySchema, tierMeasures } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { useRewards } from '@admin/features/catalogue/api/catalogue';
import { NumberField } from '@admin/features/campaigns/components/fields';
import { BrandChoice } from '@admin/ui/brand-choice';
import { codeLabel } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { Empty, QueryState } from '@admin/ui/query-state';
import { useCanEdit } from '@admin/ui/screen-link';
import {
  multiplierWords,
  thresholdWords,
  useTierMutations,
  useTierSets,
  type AdminTierLevel,
  type AdminTierSet,
} from './api/tiers';
import { LevelForm } from './components/level-form';
import { EditorForm } from '@admin/ui/editor-form';

/** The set's rules: its name, measure, window and grace (a new set's too). */
function SetForm({ brand, set, readOnly }: { brand: Brand; set: AdminTierSet | null; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const mutations = useTierMutations();
  const form = useZodForm(adminTierSetBodySchema, {
    defaultValues: set
      ? { brand, name: set.name, measure: set.measure, window_days: set.window_days, grace_days: set.grace_days }
      : { brand, name: t('tiers.defaultName'), measure: 'xp_earned', window_days: 365, grace_days: 30 },
  });
  const submit = form.handleSubmit(({ name, measure, window_days, grace_days }) => {
    const options = {
      onSuccess: () => {
        notifySuccess(t(set ? 'tiers.setSaved' : 'tiers.setCreated', { brand }));
        form.reset({ brand, name, measure, window_days, grace_days });
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(form, error)) notifyError(error);
      },
    };
    if (set) mutations.changeSet.mutate({ id: set.id, name, measure, window_days, grace_days }, options);
    else mutations.createSet.mutate({ brand, name, measure, window_days, grace_days }, options);
  });
  return (
    <EditorForm readOnly={readOnly} onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t('tiers.fields.setName')}
            description={t('tiers.fields.setNameHint')}
            {...form.register('name')}
            error={fieldError(form, 'name', t('tiers.errors.name'))}
          />
          <Controller
            control={form.control}
            name="measure"
            render={({ field }) => (
              <Select
                label={t('tiers.fields.measure')}
                description={t('tiers.fields.measureHint')}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data={tierMeasures.map((value) => ({ value, label: codeLabel('tier_measure', value, i18n.language) }))}
                allowDeselect={false}
                disabled={readOnly}
              />
            )}
          />
          <NumberField
            form={form}
            name="window_days"
            label={t('tiers.fields.window')}
            description={t('tiers.fields.windowHint')}
            min={1}
            max={3660}
            suffix={` ${t('tiers.days')}`}
          />
          <NumberField
            form={form}
            name="grace_days"
            label={t('tiers.fields.grace')}
            description={t('tiers.fields.graceHint')}
            min={0}
            max={3660}
            suffix={` ${t('tiers.days')}`}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group>
            <Button
              type="submit"
              variant={set ? 'default' : 'filled'}
              loading={mutations.createSet.isPending || mutations.changeSet.isPending}
              data-testid="tier-set-save"
            >
              {set ? t('common.save') : t('tiers.createSet')}
            </Button>
          </Group>
        )}
      </Stack>
    </EditorForm>
  );
}

function LevelsTable({ set, canEdit }: { set: AdminTierSet; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mutations = useTierMutations();
  // Reward names for editors (the catalogue is marketing's); a reader sees how many.
  const rewards = useRewards(canEdit);
  const [editing, setEditing] = useState<AdminTierLevel | 'new' | null>(null);
  const levels = [...set.levels].sort((a, b) => a.rank - b.rank);
  const rewardTitle = (id: number) => rewards.data?.rewards.find((reward) => reward.id === id)?.title ?? `#${id}`;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('tiers.levels')}
        </Title>
        {canEdit && (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="level-new">
            {t('tiers.addLevel')}
          </Button>
        )}
      </Group>
      {levels.length === 0 ? (
        <Empty>{t('tiers.noLevels')}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('tiers.levels')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tiers.fields.rank')}</Table.Th>
                <Table.Th>{t('tiers.fields.name')}</Table.Th>
                <Table.Th ta="right">{t('tiers.fields.threshold')}</Table.Th>
                <Table.Th ta="right">{t('tiers.fields.multiplier')}</Table.Th>
                <Table.Th>{t('tiers.fields.benefits')}</Table.Th>
                <Table.Th ta="right">{t('tiers.fields.members')}</Table.Th>
                {canEdit && <Table.Th>{t('tiers.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.map((level) => (
                <Table.Tr key={level.id} data-testid="level-row">
                  <Table.Td>{level.rank}</Table.Td>
                  <Table.Td fw={600}>{level.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {thresholdWords(set.measure, level.threshold, format)}
                  </Table.Td>
                  <Table.Td ta="right">{multiplierWords(level.earning_multiplier_bp, format.number)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {level.free_delivery && (
                        <Badge color="teal" c="teal.9">
                          {t('tiers.freeDelivery')}
                        </Badge>
                      )}
                      {level.reward_ids.length > 0 &&
                        (rewards.data ? (
                          level.reward_ids.map((id) => (
                            <Badge key={id} color="ink" c="ink.9">
                              {rewardTitle(id)}
                            </Badge>
                          ))
                        ) : (
                          <Badge color="ink" c="ink.9">
                            {t('tiers.rewardsCount', { count: level.reward_ids.length })}
                          </Badge>
                        ))}
                      {!level.free_delivery && level.reward_ids.length === 0 && (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{format.number(level.members)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(level)}>
                          {t('tiers.edit')}
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="light"
                          label={t('tiers.deleteLevel')}
                          question={t('tiers.deleteLevelQuestion', { name: level.name, count: level.members })}
                          onConfirm={() =>
                            mutations.deleteLevel.mutate(
                              { setId: set.id, levelId: level.id },
                              {
                                onSuccess: () => notifySuccess(t('tiers.levelDeleted', { name: level.name })),
                                onError: notifyError,
                              },
                            )
                          }
                          testId="level-delete"
                        />
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('tiers.addLevel') : t('tiers.editLevel')}
        size="lg"
        centered
      >
        {editing !== null && <LevelForm set={set} level={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

export function TiersPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit('/tiers');
  const [params, setParams] = useSearchParams();
  const brand: Brand = params.get('brand') === 'ogo' ? 'ogo' : 'glo';
  const sets = useTierSets();
  const mutations = useTierMutations();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('tiers.title')}</Title>
        <BrandChoice value={brand} onChange={(next) => setParams(next === 'glo' ? {} : { brand: next })} />
      </Group>
      {!canEdit && (
        <Text size="sm" c="dimmed" data-testid="read-only">
          {t('tiers.readOnly')}
        </Text>
      )}
      <QueryState query={sets}>
        {(answer) => {
          const set = answer.tier_sets.find((one) => one.brand === brand) ?? null;
          if (!set)
            return (
              <Card>
                <Stack gap="sm">
                  <Text>{t('tiers.noSet', { brand })}</Text>
                  {canEdit && <SetForm key={`new-${brand}`} brand={brand} set={null} readOnly={false} />}
                </Stack>
              </Card>
            );
          return (
            <Stack gap="md">
              <Card component="section" aria-label={t('tiers.set')}>
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h4">
                    {t('tiers.set')}
                  </Title>
                  {canEdit && (
                    <ConfirmButton
                      size="xs"
                      variant="subtle"
                      label={t('tiers.deleteSet')}
                      question={t('tiers.deleteSetQuestion', { brand })}
                      onConfirm={() =>
                        mutations.deleteSet.mutate(set.id, {
                          onSuccess: () => notifySuccess(t('tiers.setDeleted', { brand })),
                          onError: notifyError,
                        })
                      }
                      testId="tier-set-delete"
                    />
                  )}
                </Group>
                <SetForm key={set.id} brand={brand} set={set} readOnly={!canEdit} />
              </Card>
              <Card component="section">
                <LevelsTable set={set} canEdit={canEdit} />
              </Card>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

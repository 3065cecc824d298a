// Rewards for points: every reward of both brands, edited in its row, a new one below, the CSV of the list.
import { Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '@admin/ui/csv-button';
import { QueryState } from '@admin/ui/query-state';
import { useRewards } from '../api/catalogue';
import { NewRewardForm } from './new-reward-form';
import { RewardRow } from './reward-row';

export function RewardsSection() {
  const { t } = useTranslation();
  const rewards = useRewards();
  return (
    <Stack component="section" aria-labelledby="catalogue-rewards" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="catalogue-rewards">
          {t('catalogue.rewards')}
        </Title>
        {rewards.isSuccess && rewards.data.rewards.length > 0 && (
          <CsvButton
            filename="rewards.csv"
            header={['id', 'brand', 'title', 'xp_price', 'stock', 'active', 'inactive_reason']}
            rows={rewards.data.rewards.map((row) => [
              row.id,
              row.brand,
              row.title,
              row.xp_price,
              row.stock,
              row.active,
              row.inactive_reason,
            ])}
          />
        )}
      </Group>
      <QueryState query={rewards} isEmpty={(data) => data.rewards.length === 0} empty={t('catalogue.noRewards')}>
        {(data) => (
          <Table.ScrollContainer minWidth={860}>
            <Table striped aria-labelledby="catalogue-rewards" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.columns.brand')}</Table.Th>
                  <Table.Th>{t('catalogue.title')}</Table.Th>
                  <Table.Th>XP</Table.Th>
                  <Table.Th>{t('catalogue.stock')}</Table.Th>
                  <Table.Th>{t('catalogue.active')}</Table.Th>
                  <Table.Th>{t('staff.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rewards.map((reward) => (
                  <RewardRow key={reward.id} reward={reward} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <NewRewardForm />
    </Stack>
  );
}

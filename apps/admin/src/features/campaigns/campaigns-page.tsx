// Campaigns (marketing runs them, support reads): every campaign of both brands with its status, what starts it and
// its rules in one line, its dates, and how much of its XP budget is spent; filtered by status and brand.
import { Anchor, Button, Group, Progress, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeLabel, codeValues } from '@admin/ui/codes';
import { useFormat } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { useCanEdit } from '@admin/ui/screen-link';
import { CodeText, StatusBadge } from '@admin/ui/status-badge';
import { useRewards } from '@admin/features/catalogue/api/catalogue';
import { useCampaigns, type Campaign } from './api/campaigns';
import { campaignSummary } from './campaign-words';

export function BudgetBar({ campaign }: { campaign: Pick<Campaign, 'spent_xp' | 'budget_xp'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (campaign.budget_xp === null)
    return (
      <Text size="sm">
        {format.xp(campaign.spent_xp)}{' '}
        <Text span c="dimmed" size="sm">
          {t('campaigns.noBudget')}
        </Text>
      </Text>
    );
  const share = Math.min(1, campaign.spent_xp / campaign.budget_xp);
  return (
    <Stack gap={4} miw={150}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('campaigns.spentOf', { spent: format.number(campaign.spent_xp), budget: format.xp(campaign.budget_xp) })}
      </Text>
      <Progress
        value={share * 100}
        color={share >= 1 ? 'red' : share >= 0.8 ? 'amber' : 'ink'}
        size="sm"
        aria-label={t('campaigns.budgetUsed', { percent: format.percent(share) })}
      />
    </Stack>
  );
}

export function campaignDates(
  campaign: Pick<Campaign, 'starts_at' | 'ends_at'>,
  date: (value: string) => string,
  t: (key: string) => string,
) {
  const from = campaign.starts_at ? date(campaign.starts_at) : t('campaigns.fromNow');
  const until = campaign.ends_at ? date(campaign.ends_at) : t('campaigns.noEnd');
  return `${from} – ${until}`;
}

export function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const canEdit = useCanEdit('/campaigns');
  const list = useListParams({ status: '', brand: '' });
  const query = useCampaigns({ ...list.values, page: list.page });
  // Rewards a campaign unlocks are named for editors (the catalogue is marketing's), asked only when the page has one.
  const unlocks = (query.data?.campaigns ?? []).some((campaign) =>
    [campaign.effect, ...(campaign.extra_effects ?? [])].some((effect) => effect.kind === 'unlock_reward'),
  );
  const rewards = useRewards(canEdit && unlocks);
  const names = {
    segment: (id: number) => `#${id}`,
    level: (id: number) => `#${id}`,
    reward: (id: number) => rewards.data?.rewards.find((reward) => reward.id === id)?.title ?? `#${id}`,
  };
  const columns: Column<Campaign>[] = [
    {
      key: 'name',
      header: t('campaigns.fields.name'),
      render: (campaign) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/campaigns/${campaign.id}`} fw={600}>
            {campaign.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {campaignSummary(campaign, t, i18n.language, names)}
          </Text>
        </Stack>
      ),
    },
    { key: 'brand', header: t('orders.filters.brand'), render: (campaign) => <StatusBadge kind="brand" code={campaign.brand} /> },
    {
      key: 'status',
      header: t('campaigns.fields.status'),
      render: (campaign) => <StatusBadge kind="campaign_status" code={campaign.status} />,
    },
    {
      key: 'trigger',
      header: t('campaigns.fields.trigger'),
      render: (campaign) => <CodeText kind="campaign_trigger" code={campaign.trigger} />,
    },
    {
      key: 'dates',
      header: t('campaigns.fields.dates'),
      nowrap: true,
      render: (campaign) => campaignDates(campaign, (value) => format.date(value), t),
    },
    { key: 'budget', header: t('campaigns.fields.budget'), render: (campaign) => <BudgetBar campaign={campaign} /> },
    {
      key: 'results',
      header: t('campaigns.results.short'),
      nowrap: true,
      render: (campaign) =>
        campaign.status === 'draft' ? (
          '—'
        ) : (
          <Anchor component={Link} to={`/campaigns/${campaign.id}/results`} size="sm">
            {t('campaigns.results.open')}
          </Anchor>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('campaigns.title')}</Title>
        {canEdit && (
          <Button component={Link} to="/campaigns/new" data-testid="campaign-new">
            {t('campaigns.new')}
          </Button>
        )}
      </Group>
      {!canEdit && (
        <Text size="sm" c="dimmed" data-testid="read-only">
          {t('campaigns.readOnly')}
        </Text>
      )}
      <PagedTable
        id="campaigns"
        label={t('campaigns.title')}
        query={query}
        rows={(answer) => answer.campaigns}
        rowKey={(campaign) => campaign.id}
        columns={columns}
        onPage={list.setPage}
        empty={t('campaigns.none')}
        rowTestId="campaign-row"
        filters={
          <>
            <Select
              label={t('campaigns.fields.status')}
              value={list.values.status}
              onChange={(status) => list.set({ status: status ?? '' })}
              data={[
                { value: '', label: t('campaigns.allStatuses') },
                ...codeValues('campaign_status').map((value) => ({
                  value,
                  label: codeLabel('campaign_status', value, i18n.language),
                })),
              ]}
              allowDeselect={false}
              w={200}
            />
            <SegmentedControl
              aria-label={t('orders.filters.brand')}
              value={list.values.brand}
              onChange={(brand) => list.set({ brand })}
              data={[
                { value: '', label: t('news.allBrands') },
                { value: 'glo', label: 'glo' },
                { value: 'ogo', label: 'ogo' },
              ]}
            />
          </>
        }
      />
    </Stack>
  );
}

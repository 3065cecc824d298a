// The draft replayed over the last 30 days of facts (the server's preview, decision 0061): whom it would have reached,
// how many credits and XP it would have cost, the XP per day, and when its budget would have run out. Asked on demand
// (a replay reads a month of facts), and marked stale once the rules change after it.
import { BarChart } from '@mantine/charts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignDraftSchema } from '@loyalty/contracts/campaigns';
import { useFormat } from '@admin/ui/format';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { useCampaignPreview, type CampaignDraft } from '../api/campaigns';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function PreviewPanel({ values, check }: { values: unknown; check: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [asked, setAsked] = useState<CampaignDraft | null>(null);
  const preview = useCampaignPreview(asked);
  const current = campaignDraftSchema.safeParse(values);
  const stale = asked !== null && (!current.success || JSON.stringify(current.data) !== JSON.stringify(asked));
  const ask = async () => {
    if (!(await check())) return;
    const parsed = campaignDraftSchema.safeParse(values);
    if (parsed.success) setAsked(parsed.data);
  };
  return (
    <Card component="section" aria-labelledby="campaign-preview-title" data-testid="campaign-preview">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="campaign-preview-title">
          {t('campaigns.preview.title')}
        </Title>
        <Button
          size="xs"
          variant={asked === null || stale ? 'filled' : 'default'}
          onClick={() => void ask()}
          loading={preview.isFetching}
          data-testid="campaign-preview-run"
        >
          {asked === null ? t('campaigns.preview.run') : t('campaigns.preview.again')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('campaigns.preview.hint')}
      </Text>
      {asked === null ? null : preview.isPending ? (
        <Loading label={t('campaigns.preview.running')} />
      ) : preview.isError ? (
        <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: stale || preview.isFetching ? 0.55 : 1 }}>
          {stale && (
            <Alert color="amber" variant="light" p="xs">
              {t('campaigns.preview.stale')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label={t('campaigns.preview.reached')}
              value={format.number(preview.data.customers_reached)}
              testId="preview-reached"
            />
            <Figure label={t('campaigns.preview.credits')} value={format.number(preview.data.credits)} testId="preview-credits" />
            <Figure label={t('campaigns.preview.cost')} value={format.xp(preview.data.xp_cost)} testId="preview-cost" />
            <Figure
              label={t('campaigns.preview.holdout')}
              value={format.number(preview.data.holdout_customers_estimate)}
              testId="preview-holdout"
            />
          </SimpleGrid>
          <Text size="sm" data-testid="preview-budget" c={preview.data.budget_exhausted_at ? 'amber.9' : undefined}>
            {preview.data.budget_exhausted_at
              ? t('campaigns.preview.budgetOut', { date: format.dateTime(preview.data.budget_exhausted_at) })
              : asked.budget_xp
                ? t('campaigns.preview.budgetEnough')
                : t('campaigns.preview.noBudget')}
          </Text>
          <BarChart
            h={160}
            data={preview.data.by_day.map((day) => ({ day: format.date(day.date, 'short'), xp: day.xp }))}
            dataKey="day"
            series={[{ name: 'xp', label: 'XP', color: 'ink.6' }]}
            valueFormatter={format.number}
            tickLine="none"
            gridAxis="y"
          />
          <Text size="xs" c="dimmed">
            {t('campaigns.preview.window', {
              from: format.date(preview.data.from),
              to: format.date(preview.data.to),
              scanned: format.number(preview.data.facts_scanned),
              matched: format.number(preview.data.facts_matched),
            })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

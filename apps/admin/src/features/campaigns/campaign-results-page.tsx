// A campaign's results: what it credited (XP, credits) and, against its holdout, whether it changed what customers do
// (scans, orders, revenue per customer) — each difference with its 95 % interval and "значуще" or "не значуще".
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '@admin/ui/format';
import { QueryState } from '@admin/ui/query-state';
import { StatusBadge } from '@admin/ui/status-badge';
import { useCampaign, useCampaignResults } from './api/campaigns';
import { campaignSummary } from './campaign-words';
import { ResultsTable } from './components/results-table';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Card>
  );
}

export function CampaignResultsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const campaign = useCampaign(id);
  const results = useCampaignResults(id);
  const name = campaign.data?.campaign.name;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/campaigns/${id}`} size="sm">
        ← {name ?? t('campaigns.one')}
      </Anchor>
      <Title order={1}>{name ? `${t('campaigns.results.title')}: ${name}` : t('campaigns.results.title')}</Title>
      {campaign.data && (
        <Group gap="sm">
          <StatusBadge kind="campaign_status" code={campaign.data.campaign.status} />
          <Text>{campaignSummary(campaign.data.campaign, t, i18n.language)}</Text>
        </Group>
      )}
      <QueryState query={results}>
        {(answer) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Figure label={t('campaigns.results.xpSpent')} value={format.xp(answer.xp_spent)} testId="results-xp" />
              <Figure label={t('campaigns.results.credits')} value={format.number(answer.credits)} testId="results-credits" />
              <Figure
                label={t('campaigns.results.treated', { count: answer.treated.customers })}
                value={format.number(answer.treated.customers)}
                testId="results-treated"
              />
              <Figure
                label={t('campaigns.results.holdout', { count: answer.holdout.customers })}
                value={format.number(answer.holdout.customers)}
                testId="results-holdout"
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('campaigns.results.period')}: {answer.from ? format.date(answer.from) : '—'} – {format.date(answer.to)}
            </Text>
            {campaign.data?.campaign.holdout_percent === 0 && answer.holdout.customers === 0 ? (
              <Alert color="gray" data-testid="results-no-holdout">
                {t('campaigns.results.noHoldout')}
              </Alert>
            ) : (
              <Card>
                <Stack gap="sm">
                  <ResultsTable results={answer} />
                  <Text size="sm" c="dimmed">
                    {t('campaigns.results.explain')}
                  </Text>
                </Stack>
              </Card>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

// A campaign's effect in words: for each measure, the treated group against the holdout, the difference and its 95 %
// interval, and whether that difference is significant ("значуще": the interval leaves out 0) or may be chance.
import { Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CampaignResults } from '@loyalty/contracts/campaigns';
import { useFormat, type Formatters } from '@admin/ui/format';

type Difference = CampaignResults['differences'][number];

/** A measure's value: hryvnias for revenue, a number with at most two decimals for the rest. */
export function metricValue(metric: Difference['metric'], value: number, format: Formatters, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  if (metric === 'revenue_per_customer_kop') return sign + format.kop(Math.round(value));
  return sign + format.number(Math.round(value * 100) / 100);
}

/** The verdict a person reads: more or less with confidence, or no conclusion (and why, when there is no interval). */
export function verdict(difference: Difference, t: TFunction): string {
  if (difference.ci95_low === null || difference.ci95_high === null) return t('campaigns.results.tooFew');
  if (!difference.significant) return t('campaigns.results.notSignificant');
  return t(difference.difference > 0 ? 'campaigns.results.significantUp' : 'campaigns.results.significantDown');
}

export function ResultsTable({ results }: { results: CampaignResults }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('campaigns.results.tableLabel')} data-testid="results-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('campaigns.results.metric')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.results.treated', { count: results.treated.customers })}</Table.Th>
            <Table.Th ta="right">{t('campaigns.results.holdout', { count: results.holdout.customers })}</Table.Th>
            <Table.Th ta="right">{t('campaigns.results.difference')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.results.interval')}</Table.Th>
            <Table.Th>{t('campaigns.results.conclusion')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.differences.map((difference) => (
            <Table.Tr key={difference.metric} data-testid="result-row" data-metric={difference.metric}>
              <Table.Td fw={600}>{t(`campaigns.results.metrics.${difference.metric}`)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {metricValue(difference.metric, difference.treated, format)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {metricValue(difference.metric, difference.holdout, format)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {metricValue(difference.metric, difference.difference, format, true)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {difference.ci95_low === null || difference.ci95_high === null
                  ? '—'
                  : t('campaigns.results.range', {
                      low: metricValue(difference.metric, difference.ci95_low, format, true),
                      high: metricValue(difference.metric, difference.ci95_high, format, true),
                    })}
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  fw={difference.significant ? 700 : 400}
                  c={difference.significant ? 'teal.9' : undefined}
                  data-testid="result-verdict"
                >
                  {difference.significant ? t('campaigns.results.significant') : t('campaigns.results.notSignificantShort')}
                </Text>
                <Text size="xs" c="dimmed">
                  {verdict(difference, t)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

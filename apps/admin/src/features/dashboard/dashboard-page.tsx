// The dashboard: a period (today, 7, 30, 90 days or chosen dates) and a brand (both, glo, ogo); the business figures
// with their change against the period before; charts with dates and legends in the chosen language; and, apart, the
// operational "health" figures with links to where they are dealt with.
import { AreaChart, BarChart } from '@mantine/charts';
import { Anchor, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboard } from '@loyalty/contracts/admin';
import { useFormat } from '@admin/ui/format';
import { QueryState } from '@admin/ui/query-state';
import { useCanOpen } from '@admin/ui/screen-link';
import { useDashboard, type DashboardPeriod } from './api/get-dashboard';
import { presetPeriod, presets, type Preset } from './period';

type Totals = AdminDashboard['totals'];

const revenue = (totals: Totals) => totals.revenue_kop_by_payment.cash + totals.revenue_kop_by_payment.card;

function Figure({ label, value, change, testId }: { label: string; value: string; change: string | null; testId: string }) {
  const { t } = useTranslation();
  const falling = change?.startsWith('-') || change?.startsWith('−');
  return (
    <Card data-testid={testId} h="100%">
      <Text size="sm" c="dimmed" lineClamp={1} title={label}>
        {label}
      </Text>
      {/* One line: "0,00 грн" broken after its number reads as two figures. */}
      <Text fw={700} fz={26} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      <Text size="sm" c={change === null ? 'dimmed' : falling ? 'red.9' : 'teal.9'}>
        {change === null ? t('dashboard.noComparison') : t('dashboard.change', { change })}
      </Text>
    </Card>
  );
}

/** A chart of figures per day in a titled card, its legend below and its values as numbers. */
function DailyAreaChart({
  title,
  data,
  series,
}: {
  title: string;
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
}) {
  const format = useFormat();
  return (
    <Card>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <AreaChart
        h={220}
        data={data}
        dataKey="day"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={format.number}
        series={series}
      />
    </Card>
  );
}

function HealthPanel({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const can = useCanOpen();
  const items = [
    { key: 'verifications', value: data.verifications_waiting, path: '/verification', link: t('dashboard.health.openQueue') },
    { key: 'failedJobs', value: data.failed_jobs, path: '/jobs', link: t('dashboard.health.openJobs') },
    { key: 'analytics', value: data.analytics_backlog, path: '/jobs', link: t('dashboard.health.openJobs') },
  ];
  return (
    <Card component="section" aria-labelledby="health-title" data-testid="dashboard-health">
      <Title order={2} size="h4" id="health-title" mb="sm">
        {t('dashboard.health.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {items.map((item) => (
          <Stack key={item.key} gap={2}>
            <Text size="sm" c="dimmed">
              {t(`dashboard.health.${item.key}`)}
            </Text>
            <Text fw={700} fz="xl" c={item.value > 0 && item.key !== 'analytics' ? 'red.9' : undefined}>
              {format.number(item.value)}
            </Text>
            {can(item.path) && (
              <Anchor component={Link} to={item.path} size="sm">
                {item.link}
              </Anchor>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [preset, setPreset] = useState<Preset>('30');
  const [period, setPeriod] = useState<DashboardPeriod>({ ...presetPeriod('30'), brand: '' });
  const [range, setRange] = useState<[string | null, string | null]>([period.from, period.to]);
  const dashboard = useDashboard(period);

  const choosePreset = (value: string) => {
    const next = value as Preset;
    setPreset(next);
    if (next !== 'custom') setPeriod({ ...period, ...presetPeriod(next) });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Group align="flex-end">
          <SegmentedControl
            aria-label={t('dashboard.period')}
            value={preset}
            onChange={choosePreset}
            data={presets.map((value) => ({ value, label: t(`dashboard.presets.${value}`) }))}
          />
          {preset === 'custom' && (
            <DatePickerInput
              type="range"
              label={t('dashboard.dates')}
              value={range}
              maxDate={presetPeriod('today').to}
              onChange={(value) => {
                setRange(value);
                const [from, to] = value;
                if (from && to) setPeriod({ ...period, from, to });
              }}
              w={260}
            />
          )}
          <SegmentedControl
            aria-label={t('dashboard.brand')}
            value={period.brand}
            onChange={(brand) => setPeriod({ ...period, brand: brand as DashboardPeriod['brand'] })}
            data={[
              { value: '', label: t('dashboard.brands.all') },
              { value: 'glo', label: 'glo' },
              { value: 'ogo', label: 'ogo' },
            ]}
          />
        </Group>
      </Group>
      <QueryState query={dashboard}>
        {(data) => {
          const chartData = data.days.map((day) => ({
            day: format.date(day.date, 'short'),
            registrations: day.registrations,
            active: day.active_customers,
            scans: day.scans_credited,
            xpEarned: day.xp_earned,
            xpSpent: day.xp_spent,
            cash: day.revenue_kop_by_payment.cash / 100,
            card: day.revenue_kop_by_payment.card / 100,
          }));
          const { totals, previous } = data;
          return (
            <>
              <Text size="sm" c="dimmed" data-testid="dashboard-period">
                {t('dashboard.periodLine', {
                  from: format.date(data.from),
                  to: format.date(data.to),
                  brand: data.brand ?? t('dashboard.brands.all'),
                })}
              </Text>
              {/* Six across only where each figure has room for its label and value (1408 px and wider), else two rows of three. */}
              <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }}>
                <Figure
                  testId="figure-registrations"
                  label={t('dashboard.registrations')}
                  value={format.number(totals.registrations)}
                  change={format.change(totals.registrations, previous.registrations)}
                />
                <Figure
                  testId="figure-active"
                  label={t('dashboard.active')}
                  value={format.number(totals.active_customers)}
                  change={format.change(totals.active_customers, previous.active_customers)}
                />
                <Figure
                  testId="figure-scans"
                  label={t('dashboard.scans')}
                  value={format.number(totals.scans_credited)}
                  change={format.change(totals.scans_credited, previous.scans_credited)}
                />
                <Figure
                  testId="figure-xp"
                  label={t('dashboard.xpEarned')}
                  value={format.xp(totals.xp_earned)}
                  change={format.change(totals.xp_earned, previous.xp_earned)}
                />
                <Figure
                  testId="figure-orders"
                  label={t('dashboard.ordersPaid')}
                  value={format.number(totals.orders_paid)}
                  change={format.change(totals.orders_paid, previous.orders_paid)}
                />
                <Figure
                  testId="figure-revenue"
                  label={t('dashboard.revenue')}
                  value={format.kop(revenue(totals))}
                  change={format.change(revenue(totals), revenue(previous))}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, lg: 3 }}>
                <DailyAreaChart
                  title={t('dashboard.charts.people')}
                  data={chartData}
                  series={[
                    { name: 'registrations', label: t('dashboard.registrations'), color: 'ink.7' },
                    { name: 'active', label: t('dashboard.active'), color: 'ogo.7' },
                    { name: 'scans', label: t('dashboard.scans'), color: 'glo.7' },
                  ]}
                />
                <DailyAreaChart
                  title={t('dashboard.charts.xp')}
                  data={chartData}
                  series={[
                    { name: 'xpEarned', label: t('dashboard.xpEarned'), color: 'teal.8' },
                    { name: 'xpSpent', label: t('dashboard.xpSpent'), color: 'red.8' },
                  ]}
                />
                <Card>
                  <Title order={2} size="h5" mb="sm">
                    {t('dashboard.charts.revenue')}
                  </Title>
                  <BarChart
                    h={220}
                    data={chartData}
                    dataKey="day"
                    type="stacked"
                    withLegend
                    legendProps={{ verticalAlign: 'bottom' }}
                    valueFormatter={(value) => format.kop(value * 100)}
                    // The axis in whole hryvnias (the unit is in the title): "4,00 грн" broke over two lines per tick.
                    yAxisProps={{ tickFormatter: (value: number) => format.number(Math.round(value)), allowDecimals: false }}
                    series={[
                      { name: 'cash', label: t('dashboard.cash'), color: 'ink.7' },
                      { name: 'card', label: t('dashboard.card'), color: 'ogo.7' },
                    ]}
                  />
                </Card>
              </SimpleGrid>
              <HealthPanel data={data} />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

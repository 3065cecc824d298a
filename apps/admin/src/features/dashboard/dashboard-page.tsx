// The dashboard: today and the last 30 days of registrations, active customers, scans, XP, paid orders and revenue by
// payment method, and what waits (age verifications, failed jobs, analytics not yet delivered).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { formatKop } from '@admin/ui/format';
import { useDashboard } from './api/get-dashboard';
import { LineChart } from './line-chart';

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useDashboard();
  const charts = useMemo(() => {
    if (!dashboard.data) return null;
    const { days } = dashboard.data;
    const dates = days.map((day) => day.date);
    return {
      dates,
      people: [
        { label: t('dashboard.registrations'), values: days.map((day) => day.registrations), color: '#0b57d0' },
        { label: t('dashboard.active'), values: days.map((day) => day.active_customers), color: '#137333' },
        { label: t('dashboard.scans'), values: days.map((day) => day.scans_credited), color: '#b06000' },
      ],
      xp: [
        { label: t('dashboard.xpEarned'), values: days.map((day) => day.xp_earned), color: '#137333' },
        { label: t('dashboard.xpSpent'), values: days.map((day) => day.xp_spent), color: '#b3261e' },
      ],
      revenue: [
        { label: t('dashboard.cash'), values: days.map((day) => day.revenue_kop_by_payment.cash / 100), color: '#0b57d0' },
        { label: t('dashboard.card'), values: days.map((day) => day.revenue_kop_by_payment.card / 100), color: '#137333' },
        { label: t('dashboard.ordersPaid'), values: days.map((day) => day.orders_paid), color: '#6b6b6b' },
      ],
    };
  }, [dashboard.data, t]);
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError || !charts) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const today = dashboard.data.days.at(-1);
  const month = dashboard.data.days.reduce(
    (total, day) => ({
      registrations: total.registrations + day.registrations,
      revenue: total.revenue + day.revenue_kop_by_payment.cash + day.revenue_kop_by_payment.card,
      orders: total.orders + day.orders_paid,
    }),
    { registrations: 0, revenue: 0, orders: 0 },
  );
  const tiles = [
    { label: t('dashboard.today.registrations'), value: today?.registrations ?? 0 },
    { label: t('dashboard.today.active'), value: today?.active_customers ?? 0 },
    { label: t('dashboard.today.scans'), value: today?.scans_credited ?? 0 },
    { label: t('dashboard.today.orders'), value: today?.orders_paid ?? 0 },
    { label: t('dashboard.month.registrations'), value: month.registrations },
    { label: t('dashboard.month.revenue'), value: formatKop(month.revenue, i18n.language) },
    { label: t('dashboard.waiting.verifications'), value: dashboard.data.verifications_waiting },
    { label: t('dashboard.waiting.failedJobs'), value: dashboard.data.failed_jobs },
    { label: t('dashboard.waiting.analytics'), value: dashboard.data.analytics_backlog },
  ];
  return (
    <section className="stack">
      <h1>{t('dashboard.title')}</h1>
      <div className="tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="card tile">
            <span className="muted">{tile.label}</span>
            <strong>{tile.value}</strong>
          </div>
        ))}
      </div>
      <div className="grid">
        <LineChart title={t('dashboard.charts.people')} dates={charts.dates} series={charts.people} />
        <LineChart title={t('dashboard.charts.xp')} dates={charts.dates} series={charts.xp} />
        <LineChart title={t('dashboard.charts.revenue')} dates={charts.dates} series={charts.revenue} />
      </div>
    </section>
  );
}

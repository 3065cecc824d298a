// The back-office shell: sign-in first, the generated password replaced next, then the screens of the staff member's
// role in Mantine's app shell (a side menu that folds behind a burger under 992 px, usable down to 768 px).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@admin/ui/codes';
import { AppShell, Burger, Button, Group, NavLink, SegmentedControl, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  createBrowserRouter,
  Navigate,
  NavLink as RouterNavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useOutletContext,
} from 'react-router';
import type { Staff } from '@loyalty/contracts/admin';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { setUnauthorizedHandler } from '@admin/lib/api';
import { mutationToasts } from '@admin/ui/notify';
import { UiProvider } from '@admin/ui/provider';
import { changeLanguage, languages } from '@admin/lib/i18n';
import { useMe } from '@admin/features/auth/api/get-me';
import { useLogout } from '@admin/features/auth/api/logout';
import { ChangePasswordPage } from '@admin/features/auth/change-password-page';
import { LoginPage } from '@admin/features/auth/login-page';
import { canOpen, menuFor, screensFor, type Screen as ScreenEntry } from './navigation';

// Each screen is its own chunk: sign-in and the shell load first, a screen's code (charts, editors) when it opens.
const AccountPage = lazy(() =>
  import('@admin/features/account/account-page').then((module) => ({ default: module.AccountPage })),
);
const AuditPage = lazy(() => import('@admin/features/audit/audit-page').then((module) => ({ default: module.AuditPage })));
const CampaignEditorPage = lazy(() =>
  import('@admin/features/campaigns/campaign-editor-page').then((module) => ({ default: module.CampaignEditorPage })),
);
const CampaignResultsPage = lazy(() =>
  import('@admin/features/campaigns/campaign-results-page').then((module) => ({ default: module.CampaignResultsPage })),
);
const CampaignsPage = lazy(() =>
  import('@admin/features/campaigns/campaigns-page').then((module) => ({ default: module.CampaignsPage })),
);
const CataloguePage = lazy(() =>
  import('@admin/features/catalogue/catalogue-page').then((module) => ({ default: module.CataloguePage })),
);
const CodesPage = lazy(() => import('@admin/features/codes/codes-page').then((module) => ({ default: module.CodesPage })));
const ContentPage = lazy(() =>
  import('@admin/features/content/content-page').then((module) => ({ default: module.ContentPage })),
);
const StoresPage = lazy(() => import('@admin/features/stores/stores-page').then((module) => ({ default: module.StoresPage })));
const CustomerPage = lazy(() =>
  import('@admin/features/customers/customer-page').then((module) => ({ default: module.CustomerPage })),
);
const CustomersPage = lazy(() =>
  import('@admin/features/customers/customers-page').then((module) => ({ default: module.CustomersPage })),
);
const DashboardPage = lazy(() =>
  import('@admin/features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const FeedbackPage = lazy(() =>
  import('@admin/features/feedback/feedback-page').then((module) => ({ default: module.FeedbackPage })),
);
const JobsPage = lazy(() => import('@admin/features/jobs/jobs-page').then((module) => ({ default: module.JobsPage })));
const NewsEditorPage = lazy(() =>
  import('@admin/features/news/news-editor-page').then((module) => ({ default: module.NewsEditorPage })),
);
const NewsPage = lazy(() => import('@admin/features/news/news-page').then((module) => ({ default: module.NewsPage })));
const OrderPage = lazy(() => import('@admin/features/orders/order-page').then((module) => ({ default: module.OrderPage })));
const OrdersPage = lazy(() => import('@admin/features/orders/orders-page').then((module) => ({ default: module.OrdersPage })));
const RewardRedemptionsPage = lazy(() =>
  import('@admin/features/reward-redemptions/reward-redemptions-page').then((module) => ({
    default: module.RewardRedemptionsPage,
  })),
);
const ReferralsPage = lazy(() =>
  import('@admin/features/referrals/referrals-page').then((module) => ({ default: module.ReferralsPage })),
);
const SegmentEditorPage = lazy(() =>
  import('@admin/features/segments/segment-editor-page').then((module) => ({ default: module.SegmentEditorPage })),
);
const SegmentsPage = lazy(() =>
  import('@admin/features/segments/segments-page').then((module) => ({ default: module.SegmentsPage })),
);
const StaffPage = lazy(() => import('@admin/features/staff/staff-page').then((module) => ({ default: module.StaffPage })));
const VerificationPage = lazy(() =>
  import('@admin/features/verification/verification-page').then((module) => ({ default: module.VerificationPage })),
);
const TiersPage = lazy(() => import('@admin/features/tiers/tiers-page').then((module) => ({ default: module.TiersPage })));
const XpApprovalsPage = lazy(() =>
  import('@admin/features/xp-approvals/xp-approvals-page').then((module) => ({ default: module.XpApprovalsPage })),
);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  mutationCache: mutationToasts(),
});

function Layout({ staff }: { staff: Staff }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  return (
    <AppShell
      header={{ height: 52, collapsed: false }}
      navbar={{ width: 236, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.menu')} />
            <Text fw={800} size="lg">
              <Text span c="glo.8" inherit>
                glo
              </Text>
              {' · '}
              <Text span c="ogo.8" inherit>
                ogo
              </Text>
            </Text>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {t('nav.backOffice')}
            </Text>
          </Group>
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              aria-label={t('nav.language')}
              value={i18n.language === 'en' ? 'en' : 'uk'}
              onChange={(language) => void changeLanguage(language as (typeof languages)[number])}
              data={languages.map((language) => ({ value: language, label: language.toUpperCase() }))}
            />
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {`${staff.email} · ${codeLabel('staff_role', staff.role, i18n.language)}`}
            </Text>
            <Button size="xs" variant="default" onClick={() => logout.mutate()} data-testid="logout">
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label')}>
        <AppShell.Section grow>
          {menuFor(staff.role).map(({ screen, group }) => {
            const link = (one: ScreenEntry) => (
              <NavLink
                key={one.path}
                component={RouterNavLink}
                to={one.path}
                label={t(one.labelKey)}
                active={location.pathname === one.path || location.pathname.startsWith(`${one.path}/`)}
                onClick={close}
              />
            );
            if (screen) return link(screen);
            if (!group) return null;
            // A group is open from the start: its screens are one click away, as the others are.
            return (
              <NavLink key={group.labelKey} label={t(group.labelKey)} defaultOpened childrenOffset="sm" fw={600}>
                {group.screens.map(link)}
              </NavLink>
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense fallback={<Loading />}>
          <Outlet context={staff} />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

function Guarded() {
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <LoginPage />;
  if (me.data.must_change_password) return <ChangePasswordPage required />;
  return <Layout staff={me.data} />;
}

/** A screen of the signed-in staff member's role; another role's screen says it is not theirs (the server agrees). */
function Screen({ path, children }: { path: string; children: (staff: Staff) => React.ReactNode }) {
  const { t } = useTranslation();
  const staff = useOutletContext<Staff>();
  if (!canOpen(staff.role, path)) return <ErrorState error={new Error(t('errors.forbidden'))} />;
  return <>{children(staff)}</>;
}

function Home() {
  const staff = useOutletContext<Staff>();
  return <Navigate to={screensFor(staff.role)[0]?.path ?? '/account'} replace />;
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Guarded />,
      children: [
        { index: true, element: <Home /> },
        { path: 'customers', element: <Screen path="/customers">{() => <CustomersPage />}</Screen> },
        { path: 'customers/:id', element: <Screen path="/customers">{() => <CustomerPage />}</Screen> },
        { path: 'xp-approvals', element: <Screen path="/xp-approvals">{() => <XpApprovalsPage />}</Screen> },
        { path: 'dashboard', element: <Screen path="/dashboard">{() => <DashboardPage />}</Screen> },
        { path: 'orders', element: <Screen path="/orders">{() => <OrdersPage />}</Screen> },
        { path: 'orders/:number', element: <Screen path="/orders">{() => <OrderPage />}</Screen> },
        {
          path: 'reward-redemptions',
          element: <Screen path="/reward-redemptions">{() => <RewardRedemptionsPage />}</Screen>,
        },
        { path: 'news', element: <Screen path="/news">{() => <NewsPage />}</Screen> },
        { path: 'news/:id', element: <Screen path="/news">{() => <NewsEditorPage />}</Screen> },
        { path: 'codes', element: <Screen path="/codes">{() => <CodesPage />}</Screen> },
        { path: 'referrals', element: <Screen path="/referrals">{() => <ReferralsPage />}</Screen> },
        { path: 'campaigns', element: <Screen path="/campaigns">{() => <CampaignsPage />}</Screen> },
        { path: 'campaigns/:id/results', element: <Screen path="/campaigns">{() => <CampaignResultsPage />}</Screen> },
        { path: 'campaigns/:id', element: <Screen path="/campaigns">{() => <CampaignEditorPage />}</Screen> },
        { path: 'tiers', element: <Screen path="/tiers">{() => <TiersPage />}</Screen> },
        { path: 'segments', element: <Screen path="/segments">{() => <SegmentsPage />}</Screen> },
        { path: 'segments/:id', element: <Screen path="/segments">{() => <SegmentEditorPage />}</Screen> },
        { path: 'catalogue', element: <Screen path="/catalogue">{() => <CataloguePage />}</Screen> },
        { path: 'content', element: <Screen path="/content">{() => <ContentPage />}</Screen> },
        { path: 'stores', element: <Screen path="/stores">{() => <StoresPage />}</Screen> },
        { path: 'feedback', element: <Screen path="/feedback">{() => <FeedbackPage />}</Screen> },
        { path: 'jobs', element: <Screen path="/jobs">{() => <JobsPage />}</Screen> },
        { path: 'verification', element: <Screen path="/verification">{() => <VerificationPage />}</Screen> },
        { path: 'audit', element: <Screen path="/audit">{() => <AuditPage />}</Screen> },
        { path: 'staff', element: <Screen path="/staff">{() => <StaffPage />}</Screen> },
        { path: 'account', element: <Screen path="/account">{(staff) => <AccountPage staff={staff} />}</Screen> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  useEffect(() => {
    // A session that ended (30 idle minutes) shows the sign-in page again.
    setUnauthorizedHandler(() => queryClient.setQueryData(['me'], null));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}

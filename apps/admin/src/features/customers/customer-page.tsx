// A person, not two records: one header (name, phone, birth date, e-mail, blocked or not), the XP adjustment of a
// chosen brand and the person's access, then the glo and ogo records side by side (balances, ledgers, orders, scans),
// and the person's live sessions.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminCustomerDetail } from '@loyalty/contracts/admin';
import { useFormat } from '@admin/ui/format';
import { ErrorState, Loading, QueryState } from '@admin/ui/query-state';
import { StatusBadge } from '@admin/ui/status-badge';
import { useCustomer } from './api/get-customer';
import { CustomerTierCard } from '@admin/features/tiers/components/customer-tier-card';
import { AccessCard } from './components/access-card';
import { BrandRecord } from './components/brand-record';
import { XpAdjustCard } from './components/xp-adjust-form';

function Header({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { customer, blocked } = detail;
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  const facts = [
    { key: 'phone', label: t('customers.columns.phone'), value: format.phone(customer.phone) },
    { key: 'email', label: t('customers.columns.email'), value: customer.email || '—' },
    { key: 'birth', label: t('customer.birthDate'), value: customer.birth_date ? format.date(customer.birth_date) : '—' },
    { key: 'tags', label: t('customer.tags'), value: customer.tags.length > 0 ? customer.tags.join(', ') : '—' },
  ];
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/customers" size="sm">
        ← {t('customers.title')}
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {name || format.phone(customer.phone)}
        </Title>
        {blocked && (
          <Badge color="red" c="red.9">
            {t('customers.blocked')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs" data-testid="customer-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <Text size="xs" c="dimmed">
              {fact.label}
            </Text>
            {/* Long e-mails wrap rather than being cut. */}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`customer-${fact.key}`}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {customer.note && (
        <Text size="sm" c="dimmed">
          {customer.note}
        </Text>
      )}
    </Stack>
  );
}

function Sessions({ sessions }: { sessions: AdminCustomerDetail['sessions'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card component="section" aria-labelledby="sessions-title">
      <Title order={2} size="h4" id="sessions-title" mb="sm">
        {t('customer.sessions')}
      </Title>
      {sessions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customer.noSessions')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="customer-sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customer.sessionStarted')}</Table.Th>
                <Table.Th>{t('customer.sessionSeen')}</Table.Th>
                <Table.Th>{t('customer.sessionDevice')}</Table.Th>
                <Table.Th>IP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{format.dateTime(session.created_at)}</Table.Td>
                  <Table.Td>{format.dateTime(session.last_seen_at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} title={session.user_agent}>
                      {session.user_agent}
                    </Text>
                  </Table.Td>
                  <Table.Td>{session.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

export function CustomerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const opened = useCustomer(id);
  const other = useCustomer(opened.data?.other_brand?.id);
  return (
    <QueryState query={opened}>
      {(detail) => {
        // glo first, then ogo, whichever record was opened.
        const details = [detail, ...(other.data ? [other.data] : [])].sort((a, b) =>
          a.customer.brand.localeCompare(b.customer.brand),
        );
        return (
          <Stack gap="lg">
            <Header detail={detail} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <XpAdjustCard records={details.map((one) => one.customer)} initial={detail.customer.id} />
              <AccessCard id={detail.customer.id} blocked={detail.blocked} />
            </SimpleGrid>
            {detail.other_brand && other.isError && <ErrorState error={other.error} onRetry={() => void other.refetch()} />}
            {detail.other_brand && other.isPending && <Loading />}
            <SimpleGrid cols={{ base: 1, lg: details.length > 1 ? 2 : 1 }}>
              {details.map((one) => (
                <BrandRecord key={one.customer.id} detail={one} />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: details.length > 1 ? 2 : 1 }}>
              {details.map((one) => (
                <CustomerTierCard key={one.customer.id} customerId={one.customer.id} brand={one.customer.brand} />
              ))}
            </SimpleGrid>
            {!detail.other_brand && (
              <Text size="sm" c="dimmed">
                {t('customer.oneBrand', { brand: detail.customer.brand })}{' '}
                <StatusBadge kind="brand" code={detail.customer.brand} size="sm" />
              </Text>
            )}
            <Sessions sessions={detail.sessions} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

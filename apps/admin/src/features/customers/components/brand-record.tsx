// One brand's side of a person: balance and its totals, the XP ledger, orders, scanned codes and the record's
// metafields, every code in words.
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCustomerDetail } from '@loyalty/contracts/admin';
import { codeLabel } from '@admin/ui/codes';
import { useFormat, type Formatters } from '@admin/ui/format';
import { StatusBadge } from '@admin/ui/status-badge';

/** A metafield's value in words: a moment as a date, a list as its items, anything else as it is. */
export function metafieldValue(value: string, format: Formatters): string {
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) return format.dateTime(value);
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.length === 0 ? '—' : parsed.map(String).join(', ');
  } catch {
    // Not JSON: plain text.
  }
  return value;
}

/** Dates and amounts on one line: "+250 / XP" broken over two lines reads as two values. */
const nowrap = { whiteSpace: 'nowrap' } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function BrandRecord({ detail }: { detail: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { customer, summary, ledger, orders, scans, metafields } = detail;
  const none = (
    <Text c="dimmed" size="sm">
      {t('states.empty')}
    </Text>
  );
  return (
    <Card
      component="section"
      aria-label={t('customer.brandRecord', { brand: customer.brand })}
      data-testid={`brand-${customer.brand}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <StatusBadge kind="brand" code={customer.brand} size="lg" />
            <Text size="sm" c="dimmed">
              {t('customer.since', { date: format.date(customer.created_at) })}
            </Text>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {(['balance', 'earned', 'spent', 'expired'] as const).map((key) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {t(`customer.totals.${key}`)}
              </Text>
              <Text
                fw={key === 'balance' ? 700 : 500}
                fz={key === 'balance' ? 'lg' : 'md'}
                data-testid={`${customer.brand}-${key}`}
              >
                {format.xp(summary[key])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Section title={t('customer.ledger')}>
          {ledger.length === 0 ? (
            none
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table data-testid="customer-ledger" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customer.when')}</Table.Th>
                    <Table.Th>{t('customer.reason')}</Table.Th>
                    <Table.Th ta="right">XP</Table.Th>
                    <Table.Th ta="right">{t('customer.balanceAfter')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledger.map((entry) => (
                    <Table.Tr key={entry.id}>
                      {/* The date may wrap: a half-width card has no room for it on one line beside the reason. */}
                      <Table.Td>{format.dateTime(entry.created_at)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{codeLabel('ledger_reason', entry.reason, i18n.language)}</Text>
                        {entry.note && (
                          <Text size="xs" c="dimmed">
                            {entry.note}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" c={entry.amount < 0 ? 'red.9' : 'teal.9'} style={nowrap}>
                        {format.xp(entry.amount, true)}
                      </Table.Td>
                      <Table.Td ta="right">{format.number(entry.balance_after)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
        <Section title={t('customer.orders')}>
          {orders.length === 0 ? (
            none
          ) : (
            <Table data-testid="customer-orders">
              <Table.Tbody>
                {orders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/orders/${order.order_number}`}>
                        №{order.order_number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge kind="order_status" code={order.financial_status} size="sm" />
                    </Table.Td>
                    <Table.Td ta="right" style={nowrap}>
                      {format.kop(order.total_kop)}
                    </Table.Td>
                    <Table.Td>{format.dateTime(order.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section title={t('customer.scans')}>
          {scans.length === 0 ? (
            none
          ) : (
            <Table data-testid="customer-scans">
              <Table.Tbody>
                {scans.map((scan, index) => (
                  <Table.Tr key={`${scan.code}-${index}`}>
                    <Table.Td>{format.dateTime(scan.created_at)}</Table.Td>
                    <Table.Td ff="monospace">{scan.code}</Table.Td>
                    <Table.Td>
                      <StatusBadge kind="scan_outcome" code={scan.outcome} size="sm" />
                    </Table.Td>
                    <Table.Td ta="right" style={nowrap}>
                      {format.xp(scan.xp)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        {metafields.length > 0 && (
          <Section title={t('customer.metafields')}>
            <Stack gap={4}>
              {metafields.map((field) => (
                <Text key={`${field.namespace}.${field.key}`} size="sm">
                  <Text span fw={600} size="sm">
                    {codeLabel('metafield', `${field.namespace}.${field.key}`, i18n.language)}:
                  </Text>{' '}
                  {metafieldValue(field.value, format)}
                </Text>
              ))}
            </Stack>
          </Section>
        )}
      </Stack>
    </Card>
  );
}

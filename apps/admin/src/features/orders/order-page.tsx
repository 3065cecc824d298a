// One order: lines, totals, tags, address, money movements, payment callbacks and the courier hand-off; what support
// can do to it now (mark a cash order paid, refund, cancel, record the Nova Poshta waybill, resend the courier
// address), each confirmed, a refund or cancellation only with a reason the contract accepts, and each said after.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminRejectBodySchema } from '@loyalty/contracts/admin';
import { codeLabel } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { useFormat } from '@admin/ui/format';
import { toastOptions } from '@admin/ui/notify';
import { Empty, QueryState } from '@admin/ui/query-state';
import { ScreenLink } from '@admin/ui/screen-link';
import { StatusBadge } from '@admin/ui/status-badge';
import { novaPoshtaTrackingUrl } from '@loyalty/domain/shop/tracking';
import { useOrder } from './api/get-order';
import { useOrderAction, type OrderAction } from './api/order-action';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The recipient and the place as a courier reads them: "Олена Коваленко, +380 67 123 45 67 · відділення №1, Київ,
 * Київська обл., 01001"; fields the server adds later follow, and the country (always Ukraine) is left out.
 */
export function shippingAddressText(address: Record<string, unknown>, phone: (value: string) => string): string {
  const text = (key: string) => {
    const value = address[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const known = ['first_name', 'last_name', 'phone', 'address1', 'address2', 'city', 'province', 'zip', 'country'];
  const person = [[text('first_name'), text('last_name')].filter(Boolean).join(' '), text('phone') && phone(text('phone'))];
  const place = [text('address1'), text('address2'), text('city'), text('province'), text('zip')];
  const rest = Object.keys(address)
    .filter((key) => !known.includes(key))
    .map(text);
  const parts = [person.filter(Boolean).join(', '), [...place, ...rest].filter(Boolean).join(', ')].filter(Boolean);
  return parts.join(' · ') || '—';
}

export function OrderPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const orderNumber = Number(useParams().number);
  const order = useOrder(orderNumber);
  const action = useOrderAction(orderNumber);
  const [reason, setReason] = useState('');
  const [waybill, setWaybill] = useState('');
  // A refund or cancellation needs the reason the server's schema accepts (a few words).
  const withReason = adminRejectBodySchema.safeParse({ reason }).success;
  const run = (next: OrderAction) => action.mutate(next, toastOptions(t(`orders.done.${next.kind}`)));

  return (
    <Stack>
      <Anchor component={Link} to="/orders" size="sm">
        ← {t('orders.title')}
      </Anchor>
      <QueryState query={order}>
        {({ order: row, lines, transactions, callbacks, courier }) => (
          <>
            <Group gap="sm">
              <Title order={1} size="h2">
                {t('orders.order', { number: row.order_number })}
              </Title>
              <StatusBadge kind="brand" code={row.brand} />
              <span data-testid="order-status">
                <StatusBadge kind="order_status" code={row.financial_status} />
              </span>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card>
                <Table variant="vertical" withRowBorders={false}>
                  <Table.Tbody>
                    {[
                      [
                        t('customers.columns.phone'),
                        <ScreenLink key="phone" to={`/customers/${row.customer_id}`}>
                          {format.phone(row.phone)}
                        </ScreenLink>,
                      ],
                      [t('orders.filters.payment'), codeLabel('payment_method', row.payment_method, i18n.language)],
                      [t('orders.filters.delivery'), codeLabel('delivery_mode', row.delivery_mode, i18n.language)],
                      [
                        t('orders.totals'),
                        // The total first ("1 699,00 грн + 10 XP"), the discount only when there is one (not "− 0,00 грн").
                        `${format.kop(row.total_kop)}${row.bonus_total > 0 ? ` + ${format.xp(row.bonus_total)}` : ''}${
                          row.discount_kop > 0
                            ? ` (${t('orders.totalsDiscount', { discount: format.kop(row.discount_kop), subtotal: format.kop(row.subtotal_kop) })})`
                            : ''
                        }`,
                      ],
                      [
                        t('orders.waybill'),
                        row.waybill_number ? (
                          <span key="waybill" data-testid="order-waybill">
                            {row.waybill_number}{' '}
                            <Anchor href={novaPoshtaTrackingUrl(row.waybill_number)} target="_blank" rel="noopener noreferrer">
                              {t('orders.waybillTrack')}
                            </Anchor>
                          </span>
                        ) : (
                          '—'
                        ),
                      ],
                      [t('customer.tags'), row.tags.join(', ') || '—'],
                      [t('orders.address'), shippingAddressText(row.shipping_address, format.phone)],
                      [t('customer.note'), row.note || '—'],
                      [t('customer.when'), format.dateTime(row.created_at)],
                    ].map(([label, value], index) => (
                      <Table.Tr key={index}>
                        <Table.Th w={160}>{label}</Table.Th>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
              <Section title={t('orders.actions')}>
                <Stack gap="sm">
                  <TextInput
                    label={t('orders.reason')}
                    description={t('forms.reason')}
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                  />
                  <Group gap="sm">
                    {row.financial_status === 'pending' && row.payment_method === 1 && (
                      <ConfirmButton
                        label={t('orders.markPaid')}
                        question={t('orders.markPaidQuestion', { number: row.order_number })}
                        danger={false}
                        loading={action.isPending}
                        onConfirm={() => run({ kind: 'mark-paid' })}
                        testId="order-mark-paid"
                      />
                    )}
                    {row.financial_status === 'paid' && (
                      <ConfirmButton
                        label={t('orders.refund')}
                        question={t('orders.refundQuestion', { number: row.order_number })}
                        disabled={!withReason}
                        loading={action.isPending}
                        onConfirm={() => run({ kind: 'refund', reason: reason.trim() })}
                        testId="order-refund"
                      />
                    )}
                    {row.financial_status === 'pending' && (
                      <ConfirmButton
                        label={t('orders.cancel')}
                        question={t('orders.cancelQuestion', { number: row.order_number })}
                        disabled={!withReason}
                        loading={action.isPending}
                        onConfirm={() => run({ kind: 'cancel', reason: reason.trim() })}
                        testId="order-cancel"
                      />
                    )}
                    {row.delivery_mode === 3 && courier?.status !== 'sent' && (
                      <ConfirmButton
                        label={t('orders.resendCourier')}
                        question={t('orders.resendCourierQuestion')}
                        danger={false}
                        loading={action.isPending}
                        onConfirm={() => run({ kind: 'resend-courier' })}
                      />
                    )}
                  </Group>
                  {row.delivery_mode !== 3 && (row.financial_status === 'pending' || row.financial_status === 'paid') && (
                    <form
                      onSubmit={(event) => {
                        event.preventDefault();
                        action.mutate({ kind: 'waybill', waybill_number: waybill }, toastOptions(t('orders.done.waybill')));
                      }}
                    >
                      <Group gap="sm" align="flex-end">
                        <TextInput
                          label={t('orders.waybill')}
                          description={t('orders.waybillHint')}
                          value={waybill}
                          onChange={(event) => setWaybill(event.currentTarget.value)}
                          inputMode="numeric"
                          autoComplete="off"
                          placeholder={row.waybill_number ?? '20 4506 7112 0001'}
                          data-testid="order-waybill-input"
                        />
                        <Button type="submit" disabled={waybill.replace(/\D/g, '').length !== 14} loading={action.isPending}>
                          {t('orders.waybillSave')}
                        </Button>
                      </Group>
                    </form>
                  )}
                </Stack>
              </Section>
            </SimpleGrid>
            <Section title={t('orders.lines')}>
              <Table.ScrollContainer minWidth={560}>
                <Table striped data-testid="order-lines">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orders.product')}</Table.Th>
                      <Table.Th ta="right">{t('orders.quantity')}</Table.Th>
                      <Table.Th ta="right">{t('orders.price')}</Table.Th>
                      <Table.Th ta="right">XP</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.map((line, index) => (
                      <Table.Tr key={`${line.variant_id}-${index}`}>
                        <Table.Td>{`${line.title} ${line.variant_title}`.trim()}</Table.Td>
                        <Table.Td ta="right">{format.number(line.quantity)}</Table.Td>
                        <Table.Td ta="right">{format.kop(line.unit_price_kop)}</Table.Td>
                        <Table.Td ta="right">{format.number(line.unit_bonuses)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Section>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <Section title={t('orders.transactions')}>
                {transactions.length === 0 ? (
                  <Empty />
                ) : (
                  <Stack gap="xs">
                    {transactions.map((movement, index) => (
                      <Stack key={index} gap={2}>
                        <Group gap="xs">
                          <StatusBadge kind="transaction_status" code={movement.status} size="sm" />
                          <Text size="sm" fw={600}>
                            {format.kop(movement.amount_kop)}
                          </Text>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {`${format.dateTime(movement.created_at)} · ${movement.kind} · ${movement.gateway} · ${movement.provider_ref}`}
                        </Text>
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Section>
              <Section title={t('orders.callbacks')}>
                {callbacks.length === 0 ? (
                  <Empty />
                ) : (
                  <Stack gap="xs">
                    {callbacks.map((callback, index) => (
                      <Group key={index} gap="xs">
                        <Text size="sm">{`${format.dateTime(callback.received_at)} · ${callback.provider_status} →`}</Text>
                        <StatusBadge kind="transaction_status" code={callback.outcome} size="sm" />
                      </Group>
                    ))}
                  </Stack>
                )}
              </Section>
              <Section title={t('orders.courier')}>
                {courier ? (
                  <Stack gap={4}>
                    <Group gap="xs">
                      <StatusBadge kind="courier_status" code={courier.status} size="sm" />
                      <Text size="sm">{courier.service}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {`${courier.reference ?? '—'} · ${t('orders.attempts', { count: courier.attempts })}`}
                    </Text>
                    {courier.last_error && (
                      <Text size="sm" c="red.9">
                        {courier.last_error}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Empty />
                )}
              </Section>
            </SimpleGrid>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

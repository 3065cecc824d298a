// Offers: every offer of both brands, edited in its row, a new one below, the CSV of the list.
import { Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '@admin/ui/csv-button';
import { QueryState } from '@admin/ui/query-state';
import { useOffers } from '../api/catalogue';
import { NewOfferForm } from './new-offer-form';
import { OfferRow } from './offer-row';

export function OffersSection() {
  const { t } = useTranslation();
  const offers = useOffers();
  return (
    <Stack component="section" aria-labelledby="catalogue-offers" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="catalogue-offers">
          {t('catalogue.offers')}
        </Title>
        {offers.isSuccess && offers.data.offers.length > 0 && (
          <CsvButton
            filename="offers.csv"
            header={['id', 'brand', 'title', 'valid_from', 'valid_to', 'segment_ids']}
            rows={offers.data.offers.map((row) => [
              row.id,
              row.brand,
              row.title,
              row.valid_from,
              row.valid_to,
              row.segment_ids.join(' '),
            ])}
          />
        )}
      </Group>
      <QueryState query={offers} isEmpty={(data) => data.offers.length === 0} empty={t('catalogue.noOffers')}>
        {(data) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-labelledby="catalogue-offers" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.columns.brand')}</Table.Th>
                  <Table.Th>{t('catalogue.title')}</Table.Th>
                  <Table.Th>{t('catalogue.from')}</Table.Th>
                  <Table.Th>{t('catalogue.to')}</Table.Th>
                  <Table.Th>{t('segments.target.label')}</Table.Th>
                  <Table.Th>{t('staff.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.offers.map((offer) => (
                  <OfferRow key={offer.id} offer={offer} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <NewOfferForm />
    </Stack>
  );
}

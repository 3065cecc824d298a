// Catalogue extras (marketing): rewards (price, stock, on/off with the reason customers read), offers (title and Kyiv
// calendar days), certificate partners with their stock (shown or hidden) and the stock or partners CSV import.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CertificatesSection } from './components/certificates-section';
import { OffersSection } from './components/offers-section';
import { RewardsSection } from './components/rewards-section';

export function CataloguePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('catalogue.heading')}
      </Title>
      <RewardsSection />
      <OffersSection />
      <CertificatesSection />
    </Stack>
  );
}

// The brand a screen or a form works on: glo or ogo, one control everywhere, named for screen readers.
import { SegmentedControl, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';

export function BrandChoice({
  value,
  onChange,
  mt,
}: {
  value: Brand;
  onChange: (brand: Brand) => void;
  mt?: MantineSpacing | number;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      mt={mt}
      aria-label={t('customers.columns.brand')}
      value={value}
      onChange={(next) => onChange(next as Brand)}
      data={['glo', 'ogo']}
    />
  );
}

// The catalogue conditions of a campaign as names: the brand's categories, and products or single variants found by
// name (the kit's SearchMultiSelect), while the form holds their ids as the contract wants them. A saved campaign's
// ids are asked for by id, so its chips read as names even when the search no longer shows them.
import { MultiSelect, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import {
  useNamedProducts,
  useProductSearch,
  type AdminCatalogueProduct,
} from '@admin/features/catalogue/api/products';
import { SearchMultiSelect } from '@admin/ui/search-multi-select';
import type { z } from 'zod';
import type { CampaignDraft, campaignDraftSchema } from '@loyalty/contracts/campaigns';

/** The editor's form: the draft schema's input, handing over its output. */
type DraftControl = Control<z.input<typeof campaignDraftSchema>, unknown, CampaignDraft>;

const productValue = (id: number) => `p:${id}`;
const variantValue = (id: number) => `v:${id}`;

function idsFrom(values: string[], prefix: 'p:' | 'v:'): number[] | undefined {
  const ids = values.filter((value) => value.startsWith(prefix)).map((value) => Number(value.slice(2)));
  return ids.length > 0 ? ids : undefined;
}

/** A product and each of its variants as options, grouped under the product's name; off-sale ones say so. */
function useProductOptions() {
  const { t } = useTranslation();
  return useCallback(
    (product: AdminCatalogueProduct): ComboboxItemGroup<ComboboxItem> => {
      const named = (name: string, active: boolean) => (active ? name : t('campaigns.fields.offSale', { name }));
      return {
        group: `${product.name} · ${product.category.name}`,
        items: [
          { value: productValue(product.id), label: named(t('campaigns.fields.wholeProduct', { name: product.name }), product.active) },
          ...product.variants.map((variant) => ({
            value: variantValue(variant.id),
            label: named(t('campaigns.fields.variant', { product: product.name, variant: variant.name }), variant.active),
          })),
        ],
      };
    },
    [t],
  );
}

export function ProductConditionField({
  control,
  brand,
  disabled,
}: {
  control: DraftControl;
  brand: Brand;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const products = useController({ control, name: 'conditions.product_ids' });
  const variants = useController({ control, name: 'conditions.variant_ids' });
  const productIds = (products.field.value as number[] | undefined) ?? [];
  const variantIds = (variants.field.value as number[] | undefined) ?? [];
  const [search, setSearch] = useState('');
  const found = useProductSearch(brand, search);
  const named = useNamedProducts(productIds, variantIds);
  const optionsOf = useProductOptions();
  const known = useMemo(
    () =>
      new Map(
        (named.data?.products ?? []).flatMap((product) => optionsOf(product).items.map((item) => [item.value, item.label])),
      ),
    [named.data, optionsOf],
  );
  const value = [...productIds.map(productValue), ...variantIds.map(variantValue)];
  const error = products.fieldState.error?.message ?? variants.fieldState.error?.message;
  return (
    <SearchMultiSelect
      label={t('campaigns.fields.products')}
      description={t('campaigns.fields.productsHint')}
      placeholder={value.length === 0 ? t('campaigns.fields.productsPlaceholder') : undefined}
      value={value}
      onChange={(chosen) => {
        products.field.onChange(idsFrom(chosen, 'p:'));
        variants.field.onChange(idsFrom(chosen, 'v:'));
      }}
      onSearch={setSearch}
      found={(found.data?.products ?? []).map(optionsOf)}
      known={known}
      loading={found.isFetching}
      error={error}
      disabled={disabled}
      testId="campaign-products"
    />
  );
}

export function CategoryConditionField({
  control,
  brand,
  disabled,
}: {
  control: DraftControl;
  brand: Brand;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'conditions.category_ids' });
  // The search's answer carries the brand's categories; the first page is the one the product field asks too.
  const categories = useProductSearch(brand, '').data?.categories ?? [];
  const chosen = ((field.value as number[] | undefined) ?? []).map(String);
  const data = categories.map((category) => ({ value: String(category.id), label: category.name }));
  // A chosen category the brand's list lacks (the brand switched) stays visible by its number until removed.
  for (const value of chosen) if (!data.some((item) => item.value === value)) data.push({ value, label: `#${value}` });
  return (
    <MultiSelect
      label={t('campaigns.fields.categories')}
      description={t('campaigns.fields.categoriesHint')}
      data={data}
      value={chosen}
      onChange={(ids) => field.onChange(ids.length > 0 ? ids.map(Number) : undefined)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={disabled}
      clearable
      searchable
      data-testid="campaign-categories"
    />
  );
}

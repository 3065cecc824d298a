// A choice of many among what the server finds as one types (a catalogue, customers): a combobox whose chips are the
// chosen, named, while the form holds their values. Chosen values stay named when a new search no longer finds them
// (`known`), and what the server found is shown as it answered (no second filter in the browser).
import { Loader, MultiSelect, type ComboboxData, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the search is asked: "neo" asks once, not for "n" and "ne" on the way. */
export const searchPauseMs = 250;

type Item = ComboboxItem;
type Group = ComboboxItemGroup<Item>;

function itemsOf(data: ComboboxData): Item[] {
  return (data as (Item | Group)[]).flatMap((entry) => ('group' in entry ? entry.items : [entry]));
}

/** The found options, and after them (in their own group) the chosen ones the search did not bring. */
export function withChosen(found: (Item | Group)[], chosen: readonly string[], known: ReadonlyMap<string, string>, chosenGroup: string) {
  const present = new Set(itemsOf(found).map((item) => item.value));
  const missing = chosen
    .filter((value) => !present.has(value))
    .map((value) => ({ value, label: known.get(value) ?? `#${value.replace(/^\D+/, '')}` }));
  return missing.length > 0 ? [...found, { group: chosenGroup, items: missing }] : found;
}

export interface SearchMultiSelectProps {
  label: string;
  description?: string;
  placeholder?: string;
  value: string[];
  onChange: (values: string[]) => void;
  /** Called with the search text after typing pauses; the screen asks the server and hands back `found`. */
  onSearch: (search: string) => void;
  found: (Item | Group)[];
  /** Names of values outside `found` (the chosen ones of a saved record). */
  known: ReadonlyMap<string, string>;
  loading?: boolean;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

export function SearchMultiSelect({
  label,
  description,
  placeholder,
  value,
  onChange,
  onSearch,
  found,
  known,
  loading = false,
  error,
  disabled,
  testId,
}: SearchMultiSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [paused] = useDebouncedValue(search, searchPauseMs);
  useEffect(() => onSearch(paused), [paused, onSearch]);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={placeholder}
      data={withChosen(found, value, known, t('common.chosen'))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server found these by the text; the browser's own filter would drop what it matched in another way.
      filter={({ options }) => options}
      hidePickedOptions
      clearable
      nothingFoundMessage={loading ? t('common.searching') : t('common.nothingFound')}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      error={error}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

// The Nova Poshta pickers of the checkout and the profile address: a city search (the popular six first) and a city's
// branch search; each shows its choice once, with "Змінити", and opens its search again on a change.
import { useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { storeSearchDebounceMs } from '@/config/constants';
import { useBranches } from '@/lib/shared-api/list-branches';
import { useCitySearch } from '@/lib/shared-api/search-cities';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { branchLabelParts, branchOptionLines } from '@/lib/format/branch-label';
// The pickers' options are styled with the checkout's (the profile's address sheet shows them without a checkout).
import '@/styles/checkout.css';

interface CityPickerProps {
  selected: DeliveryCity | null;
  onSelect(city: DeliveryCity): void;
  error?: string | undefined;
}

/** Whether a label opens with the given word ("Відділення №5" with "Відділення"), whatever its case. */
function startsWithWord(label: string, word: string): boolean {
  const head = label.trimStart().slice(0, word.length);
  return head.toLocaleLowerCase('uk') === word.toLocaleLowerCase('uk') && !/\p{L}/u.test(label.trimStart().charAt(word.length));
}

export function CityPicker({ selected, onSelect, error }: CityPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Open while nothing is chosen (a prefilled city closes it) or while the customer is changing the choice.
  const [editing, setEditing] = useState(false);
  const open = selected === null || editing;
  const query = useDebouncedValue(text, storeSearchDebounceMs);
  const cities = useCitySearch(query, open);

  if (!open && selected) {
    return (
      <div className="checkout-picked" data-testid="city-selected">
        <span>
          {t('checkout.delivery.city')}: <strong>{selected.label}</strong>
        </span>
        <Button variant="ghost" onClick={() => setEditing(true)} data-testid="city-change">
          {t('checkout.delivery.change')}
        </Button>
      </div>
    );
  }

  return (
    <FormField id="delivery-city" label={t('checkout.delivery.city')} error={error} hint={t('checkout.delivery.cityHint')}>
      <input
        id="delivery-city"
        className="field__input"
        type="search"
        autoComplete="off"
        value={text}
        maxLength={100}
        placeholder={t('checkout.delivery.cityPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        data-testid="city-search"
      />
      {cities.isPending ? (
        <Spinner />
      ) : cities.isError ? (
        <p className="field__error">{t('checkout.delivery.searchFailed')}</p>
      ) : cities.data.length === 0 ? (
        <p className="checkout-muted">{t('checkout.delivery.noCities')}</p>
      ) : (
        <ul className="checkout-options" data-testid="city-options">
          {cities.data.map((city) => (
            <li key={city.value}>
              <button
                type="button"
                className="checkout-option"
                aria-pressed={selected?.value === city.value}
                onClick={() => {
                  onSelect(city);
                  setEditing(false);
                  setText('');
                }}
                data-testid="city-option"
              >
                {city.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}

interface BranchPickerProps {
  cityRef: string;
  selected: DeliveryBranch | null;
  onSelect(branch: DeliveryBranch): void;
  error?: string | undefined;
}

export function BranchPicker({ cityRef, selected, onSelect, error }: BranchPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // As the city: a chosen branch is one line with "Змінити"; the search opens while nothing is chosen or on a change.
  const [editing, setEditing] = useState(false);
  const open = selected === null || editing;
  const query = useDebouncedValue(text, storeSearchDebounceMs);
  const branches = useBranches(open ? cityRef : null, query);

  if (!open && selected) {
    const branch = branchLabelParts(selected.label);
    return (
      <div className="checkout-picked" data-testid="branch-selected">
        <span className="checkout-picked__text">
          <span>
            {/* Nova Poshta's own label already names the kind ("Відділення №5 …"): said once, not "Відділення: Відділення". */}
            {!startsWithWord(selected.label, t('checkout.delivery.branchSelected')) &&
              `${t('checkout.delivery.branchSelected')}: `}
            <strong data-testid="branch-selected-main">{branch.main}</strong>
          </span>
          {branch.note && (
            <span className="checkout-muted" data-testid="branch-selected-note">
              {branch.note}
            </span>
          )}
        </span>
        <Button variant="ghost" onClick={() => setEditing(true)} data-testid="branch-change">
          {t('checkout.delivery.change')}
        </Button>
      </div>
    );
  }

  return (
    <FormField id="delivery-branch" label={t('checkout.delivery.branch')} error={error}>
      <input
        id="delivery-branch"
        className="field__input"
        type="search"
        autoComplete="off"
        value={text}
        maxLength={100}
        placeholder={t('checkout.delivery.branchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        data-testid="branch-search"
      />
      {branches.isPending ? (
        <Spinner />
      ) : branches.isError ? (
        <p className="field__error">{t('checkout.delivery.searchFailed')}</p>
      ) : branches.data.length === 0 ? (
        <p className="checkout-muted">{t('checkout.delivery.noBranches')}</p>
      ) : (
        <ul className="checkout-options" data-testid="branch-options">
          {branches.data.map((branch) => (
            <li key={branch.value}>
              <button
                type="button"
                className="checkout-option"
                aria-pressed={selected?.value === branch.value}
                onClick={() => {
                  onSelect(branch);
                  setEditing(false);
                  setText('');
                }}
                data-testid="branch-option"
              >
                <BranchOptionText label={branch.label} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}

/** An option reads as the customer looks for it: the street first, then «№15 · до 30 кг» (review 7). */
function BranchOptionText({ label }: { label: string }) {
  const { address, detail } = branchOptionLines(label);
  return (
    <span className="checkout-option__lines">
      <span className="checkout-option__main" data-testid="branch-option-address">
        {address}
      </span>
      {detail && (
        <span className="checkout-muted" data-testid="branch-option-detail">
          {detail}
        </span>
      )}
    </span>
  );
}

// Catalogue extras (marketing): rewards (price, stock, on/off with the reason customers read), offers (title and
// dates), certificate partners with their stock (shown or hidden) and the stock or partners CSV import.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { kyivCalendarDate, kyivDayEnd, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { useCatalogueMutations, useOffers, usePartners, useRewards, type Offer, type Reward } from './api/catalogue';

/**
 * An offer's validity typed as Kyiv calendar dates: from the first day's Kyiv midnight to the last second of the last
 * day, through the one Kyiv-time module (a fixed +02:00 was an hour off in summer time).
 */
function kyivValidity(from: string, to: string): { valid_from: string; valid_to: string } {
  return {
    valid_from: kyivDayStart(from).toISOString(),
    valid_to: kyivDayEnd(to).toISOString(),
  };
}

/** The Kyiv calendar date of an instant, as a date input shows it (its UTC date is the day before at Kyiv midnight). */
const kyivDateOf = (instant: string): string => kyivCalendarDate(new Date(instant));

function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const { reward: save } = useCatalogueMutations();
  const [draft, setDraft] = useState(reward);
  return (
    <tr>
      <td>{reward.brand}</td>
      <td>
        <input
          value={draft.title}
          aria-label={t('catalogue.title')}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </td>
      <td className="number">
        <input
          type="number"
          min={1}
          value={draft.xp_price}
          aria-label="XP"
          onChange={(event) => setDraft({ ...draft, xp_price: Number(event.target.value) })}
        />
      </td>
      <td className="number">
        <input
          type="number"
          min={0}
          value={draft.stock ?? ''}
          placeholder="∞"
          aria-label={t('catalogue.stock')}
          onChange={(event) => setDraft({ ...draft, stock: event.target.value === '' ? null : Number(event.target.value) })}
        />
      </td>
      <td>
        <label className="row">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
          />
          {t('catalogue.active')}
        </label>
        {!draft.active && (
          <input
            value={draft.inactive_reason ?? ''}
            placeholder={t('catalogue.inactiveReason')}
            aria-label={t('catalogue.inactiveReason')}
            onChange={(event) => setDraft({ ...draft, inactive_reason: event.target.value || null })}
          />
        )}
      </td>
      <td>
        <button
          type="button"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({
              id: reward.id,
              title: draft.title,
              xp_price: draft.xp_price,
              stock: draft.stock,
              active: draft.active,
              inactive_reason: draft.active ? null : draft.inactive_reason,
            })
          }
        >
          {t('news.save')}
        </button>
      </td>
    </tr>
  );
}

function OfferRow({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { offer: save } = useCatalogueMutations();
  const [draft, setDraft] = useState({
    title: offer.title,
    from: kyivDateOf(offer.valid_from),
    to: kyivDateOf(offer.valid_to),
  });
  const error = save.error instanceof ApiError ? save.error : null;
  return (
    <tr>
      <td>{offer.brand}</td>
      <td>
        <input
          value={draft.title}
          aria-label={t('catalogue.title')}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </td>
      <td>
        <input
          type="date"
          value={draft.from}
          aria-label={t('catalogue.from')}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </td>
      <td>
        <input
          type="date"
          value={draft.to}
          aria-label={t('catalogue.to')}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        {error && <span className="error">{t('catalogue.datesOrder')}</span>}
      </td>
      <td>
        <button
          type="button"
          onClick={() =>
            save.mutate({
              id: offer.id,
              title: draft.title,
              ...kyivValidity(draft.from, draft.to),
            })
          }
        >
          {t('news.save')}
        </button>
      </td>
    </tr>
  );
}

function NewReward() {
  const { t } = useTranslation();
  const { newReward } = useCatalogueMutations();
  const [draft, setDraft] = useState({
    brand: 'glo' as 'glo' | 'ogo',
    title: '',
    image_src: '/media/products/',
    xp_price: '',
    stock: '',
  });
  const error = newReward.error instanceof ApiError ? newReward.error : null;
  return (
    <form
      className="card toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        newReward.mutate(
          {
            brand: draft.brand,
            title: draft.title,
            description: '',
            image_src: draft.image_src,
            xp_price: Number(draft.xp_price),
            stock: draft.stock === '' ? null : Number(draft.stock),
          },
          { onSuccess: () => setDraft({ ...draft, title: '', xp_price: '', stock: '' }) },
        );
      }}
    >
      <strong>{t('catalogue.newReward')}</strong>
      <select
        aria-label={t('orders.filters.brand')}
        value={draft.brand}
        onChange={(event) => setDraft({ ...draft, brand: event.target.value as 'glo' | 'ogo' })}
      >
        <option value="glo">glo</option>
        <option value="ogo">ogo</option>
      </select>
      <input
        placeholder={t('catalogue.title')}
        aria-label={t('catalogue.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <input
        placeholder={t('catalogue.image')}
        aria-label={t('catalogue.image')}
        value={draft.image_src}
        onChange={(event) => setDraft({ ...draft, image_src: event.target.value })}
      />
      <input
        type="number"
        min={1}
        placeholder="XP"
        aria-label="XP"
        value={draft.xp_price}
        onChange={(event) => setDraft({ ...draft, xp_price: event.target.value })}
      />
      <input
        type="number"
        min={0}
        placeholder="∞"
        aria-label={t('catalogue.stock')}
        value={draft.stock}
        onChange={(event) => setDraft({ ...draft, stock: event.target.value })}
      />
      <button type="submit" className="primary" disabled={newReward.isPending}>
        {t('content.add')}
      </button>
      {error && (
        <span role="alert" className="error">
          {error.fields.map((field) => field.field).join(', ') || error.message}
        </span>
      )}
    </form>
  );
}

function NewOffer() {
  const { t } = useTranslation();
  const { newOffer } = useCatalogueMutations();
  const [draft, setDraft] = useState({
    brand: 'glo' as 'glo' | 'ogo',
    title: '',
    text: '',
    image_src: '/media/news/',
    from: '',
    to: '',
  });
  const error = newOffer.error instanceof ApiError ? newOffer.error : null;
  return (
    <form
      className="card toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        newOffer.mutate(
          {
            brand: draft.brand,
            title: draft.title,
            body_html: `<p>${draft.text.replace(/[<>&]/g, '')}</p>`,
            image_src: draft.image_src,
            ...kyivValidity(draft.from, draft.to),
          },
          { onSuccess: () => setDraft({ ...draft, title: '', text: '' }) },
        );
      }}
    >
      <strong>{t('catalogue.newOffer')}</strong>
      <select
        aria-label={t('orders.filters.brand')}
        value={draft.brand}
        onChange={(event) => setDraft({ ...draft, brand: event.target.value as 'glo' | 'ogo' })}
      >
        <option value="glo">glo</option>
        <option value="ogo">ogo</option>
      </select>
      <input
        placeholder={t('catalogue.title')}
        aria-label={t('catalogue.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <input
        placeholder={t('catalogue.text')}
        aria-label={t('catalogue.text')}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
      <input
        placeholder={t('catalogue.image')}
        aria-label={t('catalogue.image')}
        value={draft.image_src}
        onChange={(event) => setDraft({ ...draft, image_src: event.target.value })}
      />
      <input
        type="date"
        aria-label={t('catalogue.from')}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <input
        type="date"
        aria-label={t('catalogue.to')}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <button type="submit" className="primary" disabled={newOffer.isPending || !draft.from || !draft.to}>
        {t('content.add')}
      </button>
      {error && (
        <span role="alert" className="error">
          {error.fields.map((field) => field.field).join(', ') || error.message}
        </span>
      )}
    </form>
  );
}

export function CataloguePage() {
  const { t } = useTranslation();
  const rewards = useRewards();
  const offers = useOffers();
  const partners = usePartners();
  const { partner, importCertificates } = useCatalogueMutations();
  const [kind, setKind] = useState<'stock' | 'partners'>('stock');
  const [file, setFile] = useState<File | null>(null);

  return (
    <section className="stack">
      <h1>{t('catalogue.heading')}</h1>
      <div className="row">
        <h2>{t('catalogue.rewards')}</h2>
        {rewards.isSuccess && (
          <CsvButton
            filename="rewards.csv"
            header={['id', 'brand', 'title', 'xp_price', 'stock', 'active', 'inactive_reason']}
            rows={rewards.data.rewards.map((row) => [
              row.id,
              row.brand,
              row.title,
              row.xp_price,
              row.stock,
              row.active,
              row.inactive_reason,
            ])}
          />
        )}
      </div>
      {rewards.isPending ? (
        <Loading />
      ) : rewards.isError ? (
        <ErrorState error={rewards.error} />
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('orders.filters.brand')}</th>
              <th>{t('catalogue.title')}</th>
              <th className="number">XP</th>
              <th className="number">{t('catalogue.stock')}</th>
              <th>{t('catalogue.active')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rewards.data.rewards.map((reward) => (
              <RewardRow key={reward.id} reward={reward} />
            ))}
          </tbody>
        </table>
      )}
      <NewReward />
      <div className="row">
        <h2>{t('catalogue.offers')}</h2>
        {offers.isSuccess && (
          <CsvButton
            filename="offers.csv"
            header={['id', 'brand', 'title', 'valid_from', 'valid_to']}
            rows={offers.data.offers.map((row) => [row.id, row.brand, row.title, row.valid_from, row.valid_to])}
          />
        )}
      </div>
      {offers.isPending ? (
        <Loading />
      ) : offers.isError ? (
        <ErrorState error={offers.error} />
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('orders.filters.brand')}</th>
              <th>{t('catalogue.title')}</th>
              <th>{t('catalogue.from')}</th>
              <th>{t('catalogue.to')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {offers.data.offers.map((offer) => (
              <OfferRow key={offer.id} offer={offer} />
            ))}
          </tbody>
        </table>
      )}
      <NewOffer />
      <div className="row">
        <h2>{t('catalogue.certificates')}</h2>
        {partners.isSuccess && (
          <CsvButton
            filename="certificate-partners.csv"
            header={['id', 'slug', 'name', 'active', 'available', 'issued']}
            rows={partners.data.partners.map((row) => [row.id, row.slug, row.name, row.active, row.available, row.issued])}
          />
        )}
      </div>
      {partners.isPending ? (
        <Loading />
      ) : partners.isError ? (
        <ErrorState error={partners.error} />
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('catalogue.partner')}</th>
              <th className="number">{t('catalogue.available')}</th>
              <th className="number">{t('catalogue.issued')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {partners.data.partners.map((row) => (
              <tr key={row.id}>
                <td>{`${row.name} (${row.slug})`}</td>
                <td className="number">{row.available}</td>
                <td className="number">{row.issued}</td>
                <td>
                  <ConfirmButton
                    label={row.active ? t('catalogue.hide') : t('catalogue.show')}
                    question={t(row.active ? 'catalogue.hideQuestion' : 'catalogue.showQuestion', { name: row.name })}
                    danger={row.active}
                    onConfirm={() => partner.mutate({ id: row.id, active: !row.active })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="card toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void file.text().then((csv) => importCertificates.mutate({ kind, csv }));
        }}
      >
        <select
          aria-label={t('catalogue.importKind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'stock' | 'partners')}
        >
          <option value="stock">{t('catalogue.importStock')}</option>
          <option value="partners">{t('catalogue.importPartners')}</option>
        </select>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label={t('codes.file')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <button type="submit" disabled={!file || importCertificates.isPending}>
          {t('codes.importSubmit')}
        </button>
        {importCertificates.isSuccess && (
          <span role="status">
            {t('catalogue.imported', { ...importCertificates.data, bad: importCertificates.data.bad.length })}
          </span>
        )}
      </form>
    </section>
  );
}

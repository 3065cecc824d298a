// Pack codes (marketing): the batches with codes issued and redeemed; a new batch (then its CSV for the printer); a
// printer's CSV imported all or nothing.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CsvButton } from '@admin/ui/csv-button';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { formatDateTime } from '@admin/ui/format';
import { batchCsvUrl, useBatches, useCreateBatch, useImportCodes } from './api/codes';

const batchForm = z.object({
  brand: z.enum(['glo', 'ogo']),
  kind: z.enum(['sticks', 'velo']),
  xp: z.coerce.number<string>().int().min(1).max(1_000_000),
  count: z.coerce.number<string>().int().min(1).max(100_000),
  batch: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,100}$/),
});

export function CodesPage() {
  const { t, i18n } = useTranslation();
  const batches = useBatches();
  const create = useCreateBatch();
  const importCodes = useImportCodes();
  const form = useForm<z.input<typeof batchForm>, unknown, z.output<typeof batchForm>>({
    resolver: zodResolver(batchForm),
    defaultValues: { brand: 'glo', kind: 'sticks', xp: '10', count: '100', batch: '' },
  });
  const [importBrand, setImportBrand] = useState<'glo' | 'ogo'>('glo');
  const [file, setFile] = useState<File | null>(null);
  const error =
    (create.error ?? importCodes.error) instanceof ApiError ? ((create.error ?? importCodes.error) as ApiError) : null;

  return (
    <section className="stack">
      <div className="row">
        <h1>{t('codes.title')}</h1>
        {batches.isSuccess && (
          <CsvButton
            filename="batches.csv"
            header={['brand', 'batch', 'kind', 'xp_min', 'xp_max', 'issued', 'redeemed', 'created_at']}
            rows={batches.data.batches.map((batch) => [
              batch.brand,
              batch.batch,
              batch.kind,
              batch.xp_min,
              batch.xp_max,
              batch.issued,
              batch.redeemed,
              batch.created_at,
            ])}
          />
        )}
      </div>
      <div className="grid">
        <form
          className="card stack"
          onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}
          noValidate
        >
          <h2>{t('codes.create')}</h2>
          <div className="row">
            <select aria-label={t('orders.filters.brand')} {...form.register('brand')}>
              <option value="glo">glo</option>
              <option value="ogo">ogo</option>
            </select>
            <select aria-label={t('codes.kind')} {...form.register('kind')}>
              <option value="sticks">{t('codes.kinds.sticks')}</option>
              <option value="velo">{t('codes.kinds.velo')}</option>
            </select>
          </div>
          <label>
            {t('codes.xp')}
            <input inputMode="numeric" {...form.register('xp')} aria-invalid={!!form.formState.errors.xp} />
          </label>
          <label>
            {t('codes.count')}
            <input inputMode="numeric" {...form.register('count')} aria-invalid={!!form.formState.errors.count} />
          </label>
          <label>
            {t('codes.batch')}
            <input {...form.register('batch')} aria-invalid={!!form.formState.errors.batch} placeholder="winter-2026" />
          </label>
          <button type="submit" className="primary" disabled={create.isPending}>
            {t('codes.createSubmit')}
          </button>
          {create.isSuccess && (
            <p role="status">
              {t('codes.created', { count: create.data.count })}{' '}
              <a href={batchCsvUrl(create.data.brand, create.data.batch)} download>
                {t('common.csv')}
              </a>
            </p>
          )}
        </form>
        <form
          className="card stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) void file.text().then((csv) => importCodes.mutate({ csv, brand: importBrand }));
          }}
        >
          <h2>{t('codes.import')}</h2>
          <p className="muted">{t('codes.importHint')}</p>
          <select
            aria-label={t('orders.filters.brand')}
            value={importBrand}
            onChange={(event) => setImportBrand(event.target.value as 'glo' | 'ogo')}
          >
            <option value="glo">glo</option>
            <option value="ogo">ogo</option>
          </select>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-label={t('codes.file')}
          />
          <button type="submit" disabled={!file || importCodes.isPending}>
            {t('codes.importSubmit')}
          </button>
          {importCodes.isSuccess && <p role="status">{t('codes.imported', importCodes.data)}</p>}
        </form>
      </div>
      {error && (
        <p role="alert" className="error">
          {error.message}
        </p>
      )}
      {batches.isPending ? (
        <Loading />
      ) : batches.isError ? (
        <ErrorState error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.batches.length === 0 ? (
        <Empty />
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('codes.batch')}</th>
              <th>{t('orders.filters.brand')}</th>
              <th>{t('codes.kind')}</th>
              <th className="number">XP</th>
              <th className="number">{t('codes.issued')}</th>
              <th className="number">{t('codes.redeemed')}</th>
              <th>{t('codes.createdAt')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {batches.data.batches.map((batch) => (
              <tr key={`${batch.brand}/${batch.batch}`}>
                <td>{batch.batch || '—'}</td>
                <td>{batch.brand}</td>
                <td>{t(`codes.kinds.${batch.kind}`, { defaultValue: batch.kind })}</td>
                <td className="number">{batch.xp_min === batch.xp_max ? batch.xp_min : `${batch.xp_min}–${batch.xp_max}`}</td>
                <td className="number">{batch.issued}</td>
                <td className="number">{`${batch.redeemed} (${Math.round((batch.redeemed / Math.max(1, batch.issued)) * 100)}%)`}</td>
                <td>{formatDateTime(batch.created_at, i18n.language)}</td>
                <td>
                  <a href={batchCsvUrl(batch.brand, batch.batch)} download>
                    CSV
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

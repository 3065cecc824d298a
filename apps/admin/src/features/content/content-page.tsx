// Content (marketing): the brand pages edited with the sanitised rich-text editor and a preview; the FAQ of a brand by
// topic, each entry editable, new ones added, old ones deleted (confirmed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { RichTextEditor } from '@admin/components/rich-text-editor';
import { previewHtml } from '@admin/lib/preview';
import { useFaq, useFaqMutations, usePages, useSavePage, type FaqItem } from './api/content';

const topics = ['general', 'invite-friend', 'subscription', 'velo'] as const;

function PagesEditor() {
  const { t } = useTranslation();
  const pages = usePages();
  const save = useSavePage();
  const [selected, setSelected] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />;
  const page = pages.data.pages.find((item) => item.id === selected) ?? null;
  return (
    <div className="card stack">
      <h2>{t('content.pages')}</h2>
      <select
        aria-label={t('content.page')}
        value={selected ?? ''}
        onChange={(event) => {
          const id = Number(event.target.value) || null;
          setSelected(id);
          setBody(pages.data.pages.find((item) => item.id === id)?.body_html ?? '');
          setPreview(null);
        }}
      >
        <option value="">{t('content.choosePage')}</option>
        {pages.data.pages.map((item) => (
          <option key={item.id} value={item.id}>{`${item.brand} · ${item.title}`}</option>
        ))}
      </select>
      {page && (
        <>
          <RichTextEditor key={page.id} initialHtml={page.body_html} onChange={setBody} label={page.title} />
          <div className="row">
            <button type="button" onClick={() => void previewHtml(body).then(setPreview)}>
              {t('news.preview')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={save.isPending}
              onClick={() => save.mutate({ id: page.id, body_html: body })}
            >
              {t('news.save')}
            </button>
          </div>
          {save.isSuccess && <p role="status">{t('news.saved')}</p>}
          {preview !== null && <div className="card preview" dangerouslySetInnerHTML={{ __html: preview }} />}
        </>
      )}
    </div>
  );
}

function FaqRow({ item }: { item: FaqItem }) {
  const { t } = useTranslation();
  const { update, remove } = useFaqMutations();
  const [draft, setDraft] = useState(item);
  return (
    <tr>
      <td>
        <input
          value={draft.title}
          aria-label={t('content.question')}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </td>
      <td>
        <textarea
          value={draft.text}
          aria-label={t('content.answer')}
          rows={3}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
      </td>
      <td className="number">
        <input
          type="number"
          value={draft.position}
          aria-label={t('content.position')}
          onChange={(event) => setDraft({ ...draft, position: Number(event.target.value) })}
        />
      </td>
      <td className="row">
        <button
          type="button"
          onClick={() => update.mutate({ id: item.id, title: draft.title, text: draft.text, position: draft.position })}
        >
          {t('news.save')}
        </button>
        <ConfirmButton
          label={t('content.delete')}
          question={t('content.deleteQuestion', { title: item.title })}
          onConfirm={() => remove.mutate(item.id)}
        />
      </td>
    </tr>
  );
}

function FaqEditor() {
  const { t } = useTranslation();
  const [brand, setBrand] = useState<'glo' | 'ogo'>('glo');
  const faq = useFaq(brand);
  const { create } = useFaqMutations();
  const [draft, setDraft] = useState({ topic: 'general' as (typeof topics)[number], title: '', text: '' });
  const error = create.error instanceof ApiError ? create.error : null;
  return (
    <div className="card stack">
      <h2>{t('content.faq')}</h2>
      <select
        aria-label={t('orders.filters.brand')}
        value={brand}
        onChange={(event) => setBrand(event.target.value as 'glo' | 'ogo')}
      >
        <option value="glo">glo</option>
        <option value="ogo">ogo</option>
      </select>
      {faq.isPending ? (
        <Loading />
      ) : faq.isError ? (
        <ErrorState error={faq.error} onRetry={() => void faq.refetch()} />
      ) : (
        topics.map((topic) => (
          <div key={topic}>
            <h3>{t(`content.topics.${topic}`)}</h3>
            <table>
              <tbody>
                {faq.data.items
                  .filter((item) => item.topic === topic)
                  .map((item) => (
                    <FaqRow key={item.id} item={item} />
                  ))}
              </tbody>
            </table>
          </div>
        ))
      )}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { brand, topic: draft.topic, title: draft.title, text: draft.text, position: 0 },
            { onSuccess: () => setDraft({ ...draft, title: '', text: '' }) },
          );
        }}
      >
        <h3>{t('content.addQuestion')}</h3>
        <select
          aria-label={t('content.topic')}
          value={draft.topic}
          onChange={(event) => setDraft({ ...draft, topic: event.target.value as (typeof topics)[number] })}
        >
          {topics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`content.topics.${topic}`)}
            </option>
          ))}
        </select>
        <input
          value={draft.title}
          placeholder={t('content.question')}
          aria-label={t('content.question')}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <textarea
          value={draft.text}
          placeholder={t('content.answer')}
          aria-label={t('content.answer')}
          rows={3}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        {error && (
          <p role="alert" className="error">
            {error.fields.map((field) => field.field).join(', ') || error.message}
          </p>
        )}
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('content.add')}
        </button>
      </form>
    </div>
  );
}

export function ContentPage() {
  const { t } = useTranslation();
  return (
    <section className="stack">
      <h1>{t('content.title')}</h1>
      <PagesEditor />
      <FaqEditor />
    </section>
  );
}

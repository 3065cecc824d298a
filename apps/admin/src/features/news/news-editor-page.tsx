// One news item: title, summary for the list, picture and rich-text body; a preview exactly as the app will show it
// (sanitised by the server); save as draft, publish or unpublish, and send as a push (confirmed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { RichTextEditor } from '@admin/components/rich-text-editor';
import { previewHtml } from '@admin/lib/preview';
import { useNewsImages, useNewsItem, usePushNews, useSaveNews, type NewsInput, type NewsItem } from './api/news';

function Editor({ item }: { item: NewsItem | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const images = useNewsImages();
  const save = useSaveNews(item?.id ?? null);
  const [form, setForm] = useState<NewsInput>({
    brand: item?.brand ?? 'glo',
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body_html: item?.body_html ?? '<p></p>',
    image_src: item?.image_src ?? '',
  });
  const [preview, setPreview] = useState<string | null>(null);
  const imageSrc = form.image_src || images.data?.images[0] || '';
  const submit = (published?: boolean) =>
    save.mutate(
      { ...form, image_src: imageSrc, ...(published === undefined ? {} : { published }) },
      { onSuccess: (saved) => (item === null ? navigate(`/news/${saved.id}`, { replace: true }) : undefined) },
    );
  const error = save.error instanceof ApiError ? save.error : null;

  return (
    <div className="stack">
      <div className="grid">
        <div className="card stack">
          <label>
            {t('orders.filters.brand')}
            <select value={form.brand} onChange={(event) => setForm({ ...form, brand: event.target.value as 'glo' | 'ogo' })}>
              <option value="glo">glo</option>
              <option value="ogo">ogo</option>
            </select>
          </label>
          <label>
            {t('news.fields.title')}
            <input
              value={form.title}
              onChange={(event) => setForm({ ...form, title: event.target.value })}
              data-testid="news-title"
            />
          </label>
          <label>
            {t('news.fields.summary')}
            <input
              value={form.summary}
              onChange={(event) => setForm({ ...form, summary: event.target.value })}
              data-testid="news-summary"
            />
          </label>
          <label>
            {t('news.fields.image')}
            <select value={imageSrc} onChange={(event) => setForm({ ...form, image_src: event.target.value })}>
              {(images.data?.images ?? []).map((image) => (
                <option key={image} value={image}>
                  {image.replace('/media/news/', '')}
                </option>
              ))}
            </select>
          </label>
          {imageSrc && <img className="news-image" src={imageSrc} alt="" />}
        </div>
        <div className="card stack">
          <span>{t('news.fields.body')}</span>
          <RichTextEditor
            initialHtml={item?.body_html ?? '<p></p>'}
            onChange={(html) => setForm((current) => ({ ...current, body_html: html }))}
            label={t('news.fields.body')}
          />
          <button type="button" onClick={() => void previewHtml(form.body_html).then(setPreview)}>
            {t('news.preview')}
          </button>
          {preview !== null && (
            <div className="card preview" aria-label={t('news.preview')}>
              <h2>{form.title}</h2>
              <div dangerouslySetInnerHTML={{ __html: preview }} />
            </div>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="error">
          {error.fields.map((field) => `${field.field}: ${field.message}`).join('; ') || error.message}
        </p>
      )}
      {save.isSuccess && <p role="status">{t('news.saved')}</p>}
      <div className="row">
        <button type="button" disabled={save.isPending} onClick={() => submit()} data-testid="news-save">
          {item === null ? t('news.saveDraft') : t('news.save')}
        </button>
        {item?.published ? (
          <ConfirmButton label={t('news.unpublish')} question={t('news.unpublishQuestion')} onConfirm={() => submit(false)} />
        ) : (
          <ConfirmButton
            label={t('news.publish')}
            question={t('news.publishQuestion', { brand: form.brand })}
            danger={false}
            onConfirm={() => submit(true)}
            testId="news-publish"
          />
        )}
        {item?.published && <PushButton id={item.id} pushed={item.push} />}
      </div>
    </div>
  );
}

function PushButton({ id, pushed }: { id: number; pushed: boolean }) {
  const { t } = useTranslation();
  const push = usePushNews(id);
  if (pushed || push.isSuccess) return <span role="status">{t('news.pushed')}</span>;
  return (
    <ConfirmButton
      label={t('news.push')}
      question={t('news.pushQuestion')}
      danger={false}
      disabled={push.isPending}
      onConfirm={() => push.mutate()}
    />
  );
}

export function NewsEditorPage() {
  const { t } = useTranslation();
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const item = useNewsItem(id);
  return (
    <section className="stack">
      <p>
        <Link to="/news">← {t('news.title')}</Link>
      </p>
      <h1>{id === null ? t('news.new') : t('news.edit')}</h1>
      {id === null ? (
        <Editor key="new" item={null} />
      ) : item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <ErrorState error={item.error} />
      ) : (
        <Editor key={item.data.id} item={item.data} />
      )}
    </section>
  );
}

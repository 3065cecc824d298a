// /feedback: the active brand's orders and the phone's offline purchases that can still get feedback, and the form
// (rating, comment, up to 3 photos) that sends it.
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { maxFeedbackTextLength, type FeedbackShop } from '@loyalty/contracts/feedback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { ChoiceGroup, Radio } from '@/components/ui/checkbox';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import '@/lib/locales/feedback';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useCanWriteByOrder } from '@/features/feedback/api/can-write-by-order';
import { useOfflineOrders } from '@/features/feedback/api/get-offline-orders';
import { useFeedbackOrders } from '@/features/feedback/api/get-orders';
import { useSendFeedback } from '@/features/feedback/api/send-feedback';
import { useSendOfflineFeedback } from '@/features/feedback/api/send-offline-feedback';
import { FeedbackPhotos } from '@/features/feedback/components/feedback-photos';
import { StarRating } from '@/features/feedback/components/star-rating';
import { formatDate } from '@loyalty/client/format';

type Target = { kind: 'order'; id: number } | { kind: 'offline'; id: number };

function targetKey(target: Target): string {
  return `${target.kind}:${target.id}`;
}

export default function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  // The app's shops are glo and ogo; velo orders are the ogo customer's (the server treats shop velo the same way).
  const shop: FeedbackShop = brand;
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const orders = useFeedbackOrders(brand, customerId);
  const orderIds = useMemo(() => orders.data?.list.map((order) => order.id), [orders.data]);
  const canWrite = useCanWriteByOrder(shop, customerId, orderIds);
  const offline = useOfflineOrders();
  const sendOnline = useSendFeedback();
  const sendOffline = useSendOfflineFeedback();

  const [target, setTarget] = useState<Target | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const openOrders = useMemo(() => {
    const open = new Set(canWrite.data?.orders ?? []);
    return (orders.data?.list ?? []).filter((order) => open.has(order.id));
  }, [orders.data, canWrite.data]);
  const offlineOrders = offline.data?.offlineOrders ?? [];

  const loading = (customerId !== null && (orders.isPending || canWrite.isPending)) || offline.isPending;
  if (loading) return <PageLoader />;
  if (orders.isLoadingError) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (canWrite.isLoadingError) return <LoadError error={canWrite.error} onRetry={() => void canWrite.refetch()} />;

  const date = (iso: string) => formatDate(iso, i18n.language);
  // With one order to review there is nothing to choose: it is chosen already.
  const onlyTarget: Target | null =
    openOrders.length + offlineOrders.length !== 1
      ? null
      : openOrders[0]
        ? { kind: 'order', id: openOrders[0].id }
        : { kind: 'offline', id: offlineOrders[0]!.id };
  const chosen = target ?? onlyTarget;
  const busy = sendOnline.isPending || sendOffline.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!chosen) return setProblem(t('feedback.chooseOrder'));
    if (rating === null) return setProblem(t('feedback.chooseRating'));
    setProblem(null);
    const toast = notify.loading(t('feedback.sending'));
    try {
      const offlineOrder = chosen.kind === 'offline' ? offlineOrders.find((order) => order.id === chosen.id) : undefined;
      if (offlineOrder && photos.length === 0) {
        await sendOffline.mutateAsync({ brand: offlineOrder.brand, offlineOrderId: chosen.id, rating, text });
      } else {
        await sendOnline.mutateAsync({ shop: offlineOrder?.brand ?? shop, target: chosen, rating, text, photos });
      }
      toast.success(t('feedback.sent'));
      setTarget(null);
      setRating(null);
      setText('');
      setPhotos([]);
    } catch (error) {
      const already = isApiError(error) && error.code === 'already_sent';
      toast.error(already ? t('feedback.alreadySent') : `${t('feedback.failed')}: ${t(errorMessageKey(error))}`);
    }
  };

  const nothing = openOrders.length === 0 && offlineOrders.length === 0;

  return (
    <div className="feedback" data-testid="feedback-page">
      <h1 className="profile__title">{t('feedback.heading')}</h1>
      <p>{t('feedback.intro')}</p>
      {offline.isError && <LoadError error={offline.error} onRetry={() => void offline.refetch()} />}
      {nothing ? (
        <Card data-testid="feedback-empty">
          <p>{t('feedback.none')}</p>
          {/* Not a dead end for someone with something to say that is not about an order: the support desk is. */}
          <p>{t('feedback.otherTopics')}</p>
          <div className="feedback__actions">
            <Link className="button button--primary" to="/support" data-testid="feedback-support">
              {t('feedback.toSupport')}
            </Link>
            <Link className="button button--secondary" to="/shop">
              {t('feedback.toShop')}
            </Link>
          </div>
        </Card>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {openOrders.length > 0 && (
            <ChoiceGroup legend={t('feedback.orders')} data-testid="feedback-orders">
              {openOrders.map((order) => {
                const value: Target = { kind: 'order', id: order.id };
                return (
                  <Radio
                    key={order.id}
                    rowProps={{ 'data-testid': 'feedback-order', 'data-order-number': order.order_number }}
                    name="feedback-target"
                    checked={chosen !== null && targetKey(chosen) === targetKey(value)}
                    onChange={() => setTarget(value)}
                    label={t('feedback.orderLabel', { number: order.order_number, date: date(order.created_at) })}
                  />
                );
              })}
            </ChoiceGroup>
          )}
          {offlineOrders.length > 0 && (
            <ChoiceGroup legend={t('feedback.offlineOrders')} data-testid="feedback-offline-orders">
              {offlineOrders.map((order) => {
                const value: Target = { kind: 'offline', id: order.id };
                return (
                  <Radio
                    key={order.id}
                    rowProps={{ 'data-testid': 'feedback-offline-order' }}
                    name="feedback-target"
                    checked={chosen !== null && targetKey(chosen) === targetKey(value)}
                    onChange={() => setTarget(value)}
                    label={t('feedback.offlineLabel', { store: order.store_name, date: date(order.purchased_at) })}
                    hint={order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}
                  />
                );
              })}
            </ChoiceGroup>
          )}
          <StarRating
            legend={t('feedback.rating')}
            value={rating}
            onChange={setRating}
            labelOf={(value) => t('feedback.ratingValue', { count: value })}
          />
          <FormField id="feedback-text" label={t('feedback.text')} hint={t('feedback.textHint', { max: maxFeedbackTextLength })}>
            <textarea
              id="feedback-text"
              className="field__input"
              rows={4}
              maxLength={maxFeedbackTextLength}
              value={text}
              onChange={(event) => setText(event.target.value)}
              data-testid="feedback-text"
            />
          </FormField>
          <FeedbackPhotos photos={photos} onChange={setPhotos} />
          {problem && (
            <p className="field__error" role="alert" data-testid="feedback-problem">
              {problem}
            </p>
          )}
          <Button type="submit" busy={busy} disabled={busy} data-testid="feedback-send">
            {t('feedback.send')}
          </Button>
        </form>
      )}
    </div>
  );
}

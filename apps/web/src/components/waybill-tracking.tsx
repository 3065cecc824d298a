// A parcel's number (ТТН) as the customer uses it, one way wherever a parcel is followed (an order's delivery, a
// sent reward): the number, copied with one tap, and Nova Poshta's tracking page a tap away for a Nova Poshta waybill.
import { novaPoshtaTrackingUrl } from '@loyalty/domain/shop/tracking';
import { Button } from '@/components/ui/button';
import { useCopyFeedback } from '@/lib/copy-text';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/translation-hooks';
import '@/styles/waybill.css';

interface WaybillTrackingProps {
  number: string;
  /** A Nova Poshta waybill: its tracking page is offered (an iPost number is only copied). */
  novaPoshta?: boolean;
  /** The block's test id; its parts add `-number`, `-copy` and `-link`. */
  testId: string;
}

export function WaybillTracking({ number, novaPoshta = true, testId }: WaybillTrackingProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="waybill" data-testid={testId}>
      <span>
        {t('waybill.label')}{' '}
        <strong className="waybill__number" data-testid={`${testId}-number`}>
          {number}
        </strong>
      </span>
      <span className="waybill__actions">
        <Button
          variant="secondary"
          className="waybill__action"
          onClick={() => void copy(number).then((done) => done || notify.error(t('waybill.copyFailed')))}
          data-testid={`${testId}-copy`}
        >
          <span aria-live="polite">{copied ? t('waybill.copied') : t('waybill.copy')}</span>
        </Button>
        {novaPoshta && (
          <a
            className="button button--secondary waybill__action"
            href={novaPoshtaTrackingUrl(number)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('waybill.trackLabel')}
            data-testid={`${testId}-link`}
          >
            {t('waybill.track')}
          </a>
        )}
      </span>
    </div>
  );
}

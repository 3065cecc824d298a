// /support's ways to reach the desk, under the page's own text: the brand's line and address the server is configured
// with ({GLO,OGO}_SUPPORT_{PHONE,EMAIL}, read at run time), and a rating of an order through /feedback. A desk the
// operator has not configured is not offered: no number or address is ever made up here.
import { Link } from 'react-router';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import type { Brand } from '@loyalty/contracts/brand';
import { formatUaPhone } from '@loyalty/client/format';
import { runtimeConfig, type RuntimeConfig } from '@/config/runtime-config';
import { useTranslation } from '@/lib/translation-hooks';

export function SupportContacts({ brand, runtime = runtimeConfig() }: { brand: Brand; runtime?: RuntimeConfig }) {
  const { t } = useTranslation();
  const { phone, email } = runtime.support[brand];
  return (
    <section className="support-contacts" aria-labelledby="support-contacts-title" data-testid="support-contacts">
      <h2 className="support-contacts__title" id="support-contacts-title">
        {t('content.supportContacts')}
      </h2>
      <div className="support-contacts__actions">
        {phone && (
          <a className="button button--primary" href={`tel:${phone}`} data-testid="support-call">
            <Phone size={18} aria-hidden="true" />
            {t('content.supportCall', { phone: formatUaPhone(phone) })}
          </a>
        )}
        {email && (
          <a className="button button--secondary" href={`mailto:${email}`} data-testid="support-mail">
            <Mail size={18} aria-hidden="true" />
            {t('content.supportMail')}
          </a>
        )}
        <Link className="button button--secondary" to="/feedback" data-testid="support-feedback">
          <MessageSquare size={18} aria-hidden="true" />
          {t('content.supportFeedback')}
        </Link>
      </div>
    </section>
  );
}

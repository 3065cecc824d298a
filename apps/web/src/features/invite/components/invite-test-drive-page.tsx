// /invite-friend/test-drive: what an invited friend can try with a first order, and the way to the shop.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';

export default function InviteTestDrivePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteTestDrive')}</h1>
      <p>{t('invite.testDrive.text')}</p>
      {/* The velo test-drive set is an ogo product (spec section 5, velo_testdrive); glo friends start in the shop. */}
      <Link className="button button--primary" to={brand === 'ogo' ? '/shop/choose-velo' : '/shop'}>
        {t('invite.testDrive.openShop')}
      </Link>
    </div>
  );
}

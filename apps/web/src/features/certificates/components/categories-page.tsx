// /certificates: the certificate categories (the spec's defaults until the server answers an array) and my certificates.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/certificates';
import '@/styles/loyalty.css';
import '@/features/certificates/components/certificates.css';
import { useCategories } from '@/features/certificates/api/get-categories';
import { useCertificateStore } from '@/features/certificates/stores/certificate-store';
import { certErrorText } from '@/features/certificates/utils/cert-errors';
import { PageSkeleton } from '@/components/ui/skeleton';

export default function CategoriesPage() {
  const { t } = useTranslation();
  const query = useCategories();
  // The store, not the answer: a failed or non-array answer keeps the list the customer already sees.
  const categories = useCertificateStore((state) => state.categories);

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('certificates.title')}</h1>
      <p>{t('certificates.intro')}</p>
      <Link className="button button--secondary" to="/certificates/my-list" data-testid="cert-my-list-link">
        {t('certificates.myList')}
      </Link>
      <h2>{t('certificates.categoriesTitle')}</h2>
      {query.isPending && <PageSkeleton />}
      {query.isError && <p role="alert">{certErrorText(t, query.error)}</p>}
      <ul className="cert-list" data-testid="cert-categories">
        {categories.map((category) => (
          <li key={category.CATEGORY_ID}>
            <Link className="cert-tile" to={`/certificates/bonus?categoryId=${category.CATEGORY_ID}`}>
              {category.CATEGORY_NAME}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

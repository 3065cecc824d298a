// /certificates: the certificate categories (the spec's defaults until the server answers an array) and my certificates.
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Fuel from 'lucide-react/icons/fuel';
import Gift from 'lucide-react/icons/gift';
import Laptop from 'lucide-react/icons/laptop';
import ShoppingBasket from 'lucide-react/icons/shopping-basket';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/certificates';
import '@/styles/loyalty.css';
import '@/features/certificates/components/certificates.css';
import { useCategories } from '@/features/certificates/api/get-categories';
import { useCertificateStore } from '@/features/certificates/stores/certificate-store';
import { certErrorText } from '@/features/certificates/utils/cert-errors';
import { PageSkeleton } from '@/components/ui/skeleton';

/** The spec's default categories by id, each with a picture of what it buys; a category the server adds gets the gift. */
const categoryIcons: Record<number, LucideIcon> = {
  1: Laptop,
  2: ShoppingBasket,
  4: Smartphone,
  5: Fuel,
  6: Ticket,
  7: Sparkles,
};

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
              <CategoryIcon id={category.CATEGORY_ID} />
              <span className="cert-tile__name">{category.CATEGORY_NAME}</span>
              <ChevronRight className="cert-tile__chevron" size={20} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CategoryIcon({ id }: { id: number }) {
  const Icon = categoryIcons[id] ?? Gift;
  return (
    <span className="cert-tile__icon" aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}

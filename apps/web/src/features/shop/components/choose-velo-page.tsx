// /shop/choose-velo: the velo flavour choice of the ogo shop with the VELO-30 preview; in glo mode it is another
// brand's page and sends the customer back to /shop, like another brand's category.
import { Navigate } from 'react-router';
import '@/lib/locales/shop';
import '@/styles/shop.css';
import { useBrandStore } from '@/stores/brand-store';
import { VeloChoice } from '@/features/shop/components/velo-choice';

export default function ChooseVeloPage() {
  const brand = useBrandStore((state) => state.brand);
  if (brand !== 'ogo') return <Navigate to="/shop" replace />;
  return (
    <div className="shop-page" data-testid="choose-velo-page">
      <VeloChoice />
    </div>
  );
}

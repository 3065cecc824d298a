// The features' routes in one list (spec section 2). Kept apart from app-routes.ts, whose shell routes pull home's
// prefetch in: this list and its modules are plain data (each page a lazy import), so the build can read the paths in
// Node for the server's 404 status (build-plugins/client-routes.ts).
import type { RouteDefinition } from '@/types/routes';
import { authRoutes } from '@/features/auth/routes';
import { ageGateRoutes } from '@/features/age-gate/routes';
import { profileRoutes } from '@/features/profile/routes';
import { verificationRoutes } from '@/features/verification/routes';
import { legalRoutes } from '@/features/legal/routes';
import { scanRoutes } from '@/features/scan/routes';
import { loyaltyRoutes } from '@/features/loyalty/routes';
import { exchangeRoutes } from '@/features/exchange/routes';
import { offersRoutes } from '@/features/offers/routes';
import { marathonRoutes } from '@/features/marathon/routes';
import { storesRoutes } from '@/features/stores/routes';
import { shopRoutes } from '@/features/shop/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { subscriptionRoutes } from '@/features/subscription/routes';
import { devicesRoutes } from '@/features/devices/routes';
import { feedbackRoutes } from '@/features/feedback/routes';
import { contentRoutes } from '@/features/content/routes';
import { certificatesRoutes } from '@/features/certificates/routes';
import { inviteRoutes } from '@/features/invite/routes';

export const featureRoutes: RouteDefinition[] = [
  ...authRoutes,
  ...ageGateRoutes,
  ...profileRoutes,
  ...verificationRoutes,
  ...legalRoutes,
  ...scanRoutes,
  ...loyaltyRoutes,
  ...exchangeRoutes,
  ...offersRoutes,
  ...marathonRoutes,
  ...storesRoutes,
  ...shopRoutes,
  ...ordersRoutes,
  ...subscriptionRoutes,
  ...devicesRoutes,
  ...feedbackRoutes,
  ...contentRoutes,
  ...certificatesRoutes,
  ...inviteRoutes,
];

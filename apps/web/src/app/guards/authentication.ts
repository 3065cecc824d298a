// Default guard (spec section 6): anonymous visitors are sent to /auth.
import { isLoggedIn } from '@/stores/session-store';
import { allow, redirectTo, type Guard } from '@/app/guards/guard';

export const authenticationGuard: Guard = () => (isLoggedIn() ? allow : redirectTo('/auth'));

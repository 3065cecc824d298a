// On /auth and /registration: someone already logged in has nothing to do there and goes home.
import { isLoggedIn } from '@/stores/session-store';
import { allow, redirectTo, type Guard } from '@/app/guards/guard';

export const isAuthenticationGuard: Guard = () => (isLoggedIn() ? redirectTo('/') : allow);

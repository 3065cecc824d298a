// On /landing: the landing belongs to the ogo app; in glo mode there is nothing to show, so home it is.
import { useBrandStore } from '@/stores/brand-store';
import { allow, redirectTo, type Guard } from '@/app/guards/guard';

export const toOgoLandingGuard: Guard = () => (useBrandStore.getState().brand === 'ogo' ? allow : redirectTo('/'));

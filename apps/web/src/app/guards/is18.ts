// On /auth and /registration: the 18+ question comes first, so an unanswered device goes to /is18.
import { useAgeConfirmationStore } from '@/features/age-gate/stores/age-confirmation-store';
import { allow, redirectTo, type Guard } from '@/app/guards/guard';

export const is18Guard: Guard = () => (useAgeConfirmationStore.getState().confirmed ? allow : redirectTo('/is18'));

// On /is18: a device that already confirmed its age skips the question and goes on to /auth.
import { useAgeConfirmationStore } from '@/features/age-gate/stores/age-confirmation-store';
import { allow, redirectTo, type Guard } from '@/app/guards/guard';

export const isSuccessIs18Guard: Guard = () => (useAgeConfirmationStore.getState().confirmed ? redirectTo('/auth') : allow);

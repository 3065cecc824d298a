// A signed-in customer in the session store, for tests of what the guards let in.
import { useSessionStore } from '@/stores/session-store';

export function logIn(): void {
  useSessionStore.setState({
    token: 'token',
    customer: { shopify_id: 1, first_name: 'Іван', last_name: 'Петренко', email: '', phone: '+380671234567', tags: [] },
  });
}

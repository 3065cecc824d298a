// The page of the catch-all route.
import { NotFoundScreen } from '@/components/errors/not-found-screen';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}

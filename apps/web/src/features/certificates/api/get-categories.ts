// POST /api/cert/get-cats {token}: the categories; the list in the store is replaced only by an array answer.
import { useQuery } from '@tanstack/react-query';
import type { CertCategory, CertTokenBody } from '@loyalty/contracts/certificates';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';
import { useCertificateStore } from '@/features/certificates/stores/certificate-store';

/** Accepts any JSON: the spec replaces the list only when the answer is an array, so a non-array is not an error. */
const anyAnswer = { safeParse: (data: unknown) => ({ success: true as const, data }) };

export async function getCategories(signal?: AbortSignal): Promise<CertCategory[]> {
  // The schema filters the answer's items in every build (the list keeps only entries that read as a category), so it
  // is loaded here, not only where answers are checked.
  const { certCategorySchema } = await import('@loyalty/contracts/certificates');
  const answer = await withCertToken((token) => {
    const body: CertTokenBody = { token, product: certProduct() };
    // A path of its own on purpose: any JSON is accepted (anyAnswer), not the descriptor's schema.
    // eslint-disable-next-line no-restricted-syntax
    return apiRequest({ method: 'POST', path: '/cert/get-cats', body, responseSchema: anyAnswer, signal });
  }, signal);
  if (Array.isArray(answer)) {
    const categories = answer.flatMap((item) => {
      const parsed = certCategorySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    useCertificateStore.getState().replaceCategories(categories);
  }
  return useCertificateStore.getState().categories;
}

export function useCategories() {
  return useQuery({ queryKey: ['certificates', 'categories'], queryFn: ({ signal }) => getCategories(signal) });
}

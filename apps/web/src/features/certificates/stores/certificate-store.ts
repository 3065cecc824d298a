// The certificate categories the pages show: the spec's defaults until the server answers with an array.
import { create } from 'zustand';
import { defaultCertCategories, type CertCategory } from '@loyalty/contracts/certificates';

interface CertificateState {
  categories: CertCategory[];
  /** Spec section 8: the category list is replaced only when the answer is an array (the caller checks). */
  replaceCategories(categories: CertCategory[]): void;
}

export const useCertificateStore = create<CertificateState>((set) => ({
  categories: defaultCertCategories,
  replaceCategories: (categories) => set({ categories }),
}));

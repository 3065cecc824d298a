// POST /mapi/multiscan/load (multipart: image, phone, user_id, image_type, product): one photo of several packs.
import { useMutation } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { MultiscanFields } from '@loyalty/contracts/scan';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export interface MultiscanUploadInput {
  image: File;
  phone: string;
  userId: number;
  brand: Brand;
}

export async function uploadMultiscan({ image, phone, userId, brand }: MultiscanUploadInput) {
  // The page sends only a JPEG or PNG photo (utils/multiscan-file.ts) with the session's phone and record id; the server
  // checks the fields again. The contract trims image_type: it goes trimmed, as its parse used to send it.
  const fields: MultiscanFields = { phone, user_id: userId, image_type: image.type.trim(), product: brand };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, String(value));
  // The file last: a refused field fails before 8 MB travel.
  formData.set('image', image, image.name);
  const answer = await call(scanEndpoints.load, { formData });
  return answer.upload;
}

export function useUploadMultiscan() {
  return useMutation({ mutationFn: uploadMultiscan });
}

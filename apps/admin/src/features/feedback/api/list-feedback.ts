// GET /api/admin/feedback?shop=&page=: customers' feedback on orders.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminFeedbackEndpoints from '@loyalty/contracts/endpoints/admin-feedback';
import { call, urlOf } from '@admin/lib/api';

export function useFeedback(shop: string, page: number) {
  return useQuery({
    queryKey: ['feedback', shop, page],
    queryFn: () => call(adminFeedbackEndpoints.adminGetFeedback, { query: { shop, page, per_page: 25 } }),
    placeholderData: keepPreviousData,
  });
}

export function feedbackCsvUrl(shop: string): string {
  return urlOf(adminFeedbackEndpoints.adminGetFeedback, { query: { shop, format: 'csv' } });
}

export function feedbackPhotoUrl(feedbackId: number, photoId: number): string {
  return urlOf(adminFeedbackEndpoints.adminGetFeedbackPhoto, { params: { id: feedbackId, photoId } });
}

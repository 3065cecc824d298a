// GET /api/admin/audit?actor=&action=&target_type=&target_id=&page=: the audit trail, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminAuditEndpoints from '@loyalty/contracts/endpoints/admin-audit';
import { call, urlOf } from '@admin/lib/api';

// A type, not an interface: the list's address parameters are a plain string record.
export type AuditFilter = {
  sort: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
};

export function useAudit(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: ['audit', filter, page],
    queryFn: () => call(adminAuditEndpoints.adminGetAudit, { query: { ...filter, page, per_page: 50 } }),
    placeholderData: keepPreviousData,
  });
}

export function auditCsvUrl(filter: AuditFilter): string {
  return urlOf(adminAuditEndpoints.adminGetAudit, { query: { ...filter, format: 'csv' } });
}

import { LEAD_NAMES, ADMIN_API } from '@stairs/contracts';
import { useAdminCall } from '@stairs/site/admin';
import { PHONE_LEADS_QUERY_KEY } from '../lib/query-keys';
import { useAdminListPages } from './useAdminListPages';
import { useConfirmedDelete } from './useConfirmedDelete';
import { useLogQueryError } from './useLogQueryError';

export const PHONE_LEAD_TEXTS = {
  deleted: `${LEAD_NAMES.phoneLead.one} gelöscht`,
  deleteFailed: `Die ${LEAD_NAMES.phoneLead.one} konnte nicht gelöscht werden.`,
} as const;

export function usePhoneLeads() {
  const call = useAdminCall();

  const { query, list, paging } = useAdminListPages(ADMIN_API.phoneLeads);
  useLogQueryError(LEAD_NAMES.phoneLead.many, query.error, query.errorUpdatedAt);

  /** Deletes after the user confirmed; reports the outcome as a toast. */
  const deleteLead = useConfirmedDelete({
    remove: (id: string) => call(ADMIN_API.deletePhoneLead, { params: { id } }),
    listKey: PHONE_LEADS_QUERY_KEY,
    deleted: () => ({ title: PHONE_LEAD_TEXTS.deleted }),
    deleteFailed: PHONE_LEAD_TEXTS.deleteFailed,
  });

  return { list, paging, deleteLead };
}

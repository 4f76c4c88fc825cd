import { ADMIN_API } from '@stairs/contracts';
import { useAdminCall } from '@stairs/site/admin';
import { CONTACT_MESSAGE_TEXTS } from '../lib/contact-messages';
import { CONTACT_MESSAGES_QUERY_KEY } from '../lib/query-keys';
import { useAdminListPages } from './useAdminListPages';
import { useConfirmedDelete } from './useConfirmedDelete';
import { useLogQueryError } from './useLogQueryError';

/** The contact form's messages (stored and e-mailed; here for the operator whose mail filter ate one). */
export function useContactMessages() {
  const call = useAdminCall();

  const { query, list, paging } = useAdminListPages(ADMIN_API.contactMessages);
  useLogQueryError(CONTACT_MESSAGE_TEXTS.title, query.error, query.errorUpdatedAt);

  /** Deletes after the operator confirmed; reports the outcome as a toast. */
  const deleteMessage = useConfirmedDelete({
    remove: (id: string) => call(ADMIN_API.deleteContactMessage, { params: { id } }),
    listKey: CONTACT_MESSAGES_QUERY_KEY,
    deleted: () => ({ title: CONTACT_MESSAGE_TEXTS.deleted }),
    deleteFailed: CONTACT_MESSAGE_TEXTS.deleteFailed,
  });

  return { list, paging, deleteMessage };
}

import { Badge, Button } from '@stairs/ui';
import { useWebhookDeliveries } from '../../hooks/useWebhookDeliveries';
import {
  deliveryBadgeVariant,
  deliveryStatusLabel,
  ERP_SYNC_TEXTS as TEXTS,
  eventLabel,
} from '../../lib/erp-sync';
import { formatAdminDate } from '../../lib/format';
import { AdminListSection } from '../AdminListSection';

/**
 * 'ERP-Zustellungen': every webhook delivery with the receiver's last answer, and 'erneut senden', which sends the
 * same event again under the same webhook-id (the ERP recognises it as a repeat).
 */
export function WebhookDeliveriesPanel() {
  const { list, paging, resend, resendingId } = useWebhookDeliveries();
  return (
    <AdminListSection
      texts={{
        title: TEXTS.deliveriesTitle,
        loadFailed: TEXTS.deliveriesLoadFailed,
        empty: TEXTS.deliveriesEmpty,
      }}
      query={list}
      paging={paging}
      renderCard={(delivery) => (
        <li key={delivery.id} className="space-y-2 rounded-md border p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{eventLabel(delivery.eventType)}</span>
            <Badge variant={deliveryBadgeVariant(delivery.status)}>
              {deliveryStatusLabel(delivery.status)}
            </Badge>
          </div>
          <p className="break-all text-muted-foreground">{delivery.endpointUrl}</p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted-foreground">webhook-id</dt>
            <dd className="break-all font-mono">{delivery.webhookId}</dd>
            <dt className="text-muted-foreground">Erstellt</dt>
            <dd>{formatAdminDate(delivery.createdAt)}</dd>
            <dt className="text-muted-foreground">Versuche</dt>
            <dd className="tabular-nums">{delivery.attempts}</dd>
            {delivery.lastAttemptAt ? (
              <>
                <dt className="text-muted-foreground">Letzter Versuch</dt>
                <dd>
                  {formatAdminDate(delivery.lastAttemptAt)}
                  {delivery.statusCode !== null ? ` · HTTP ${delivery.statusCode}` : ''}
                  {delivery.durationMs !== null ? ` · ${delivery.durationMs} ms` : ''}
                </dd>
              </>
            ) : null}
            {delivery.nextAttemptAt ? (
              <>
                <dt className="text-muted-foreground">Nächster Versuch</dt>
                <dd>{formatAdminDate(delivery.nextAttemptAt)}</dd>
              </>
            ) : null}
            {delivery.response ? (
              <>
                <dt className="text-muted-foreground">Antwort</dt>
                <dd className="whitespace-pre-wrap break-all font-mono text-xs">{delivery.response}</dd>
              </>
            ) : null}
          </dl>
          <Button
            variant="outline"
            size="sm"
            disabled={resendingId === delivery.id}
            onClick={() => void resend(delivery.id)}
          >
            {TEXTS.resend}
          </Button>
        </li>
      )}
    />
  );
}

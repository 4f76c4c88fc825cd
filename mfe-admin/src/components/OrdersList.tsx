import { type FormEvent, useId, useState } from 'react';
import { type AdminOrder, ORDER_NEXT_STEP_LABELS, type OrderStatus } from '@stairs/contracts';
import { Badge, Button, Label, Textarea } from '@stairs/ui';
import { useOrders } from '../hooks/useOrders';
import { formatAdminDate } from '../lib/format';
import { telHref } from '../lib/leads';
import {
  canCancel,
  canScheduleVisit,
  isSameWindow,
  nextSteps,
  ORDER_LIST_TEXTS,
  orderQuoteUrl,
  orderStatusLabel,
  orderTotalLabel,
  visitWindowLabel,
} from '../lib/orders';
import { AdminListSection } from './AdminListSection';
import { CsvExportButton } from './CsvExportButton';

const texts = ORDER_LIST_TEXTS;

type Change = ReturnType<typeof useOrders>['change'];

/** 'Aufträge': accepted quotes as cards (on every width: an order has too much for a table row). */
export function OrdersList() {
  const { list, paging, change, changingId } = useOrders();
  return (
    <AdminListSection
      texts={texts}
      query={list}
      paging={paging}
      actions={<CsvExportButton name="orders" size="sm" />}
      renderCard={(order) => (
        <OrderCard key={order.id} order={order} change={change} busy={changingId === order.id} />
      )}
    />
  );
}

function OrderCard({ order, change, busy }: { order: AdminOrder; change: Change; busy: boolean }) {
  const headingId = useId();
  return (
    <li className="grid gap-3 rounded-md border p-4 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-medium">
          {order.evidence.signatureName} · {order.quoteNumber}
        </h3>
        <Badge variant={order.status === 'cancelled' ? 'destructive' : 'secondary'}>
          {orderStatusLabel(order.status)}
        </Badge>
      </div>
      <p>
        {order.optionTitle} · <strong>{orderTotalLabel(order)}</strong>
      </p>
      {order.cancelReason ? (
        <p className="text-destructive">{texts.cancelledBecause(order.cancelReason)}</p>
      ) : null}
      <dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{texts.site}</dt>
        <dd className="break-words">{order.siteAddress}</dd>
        <dt className="text-muted-foreground">Kontakt</dt>
        <dd className="flex flex-wrap gap-x-3">
          <a className="text-primary underline-offset-4 hover:underline" href={telHref(order.phone)}>
            {order.phone}
          </a>
          <a
            className="break-all text-primary underline-offset-4 hover:underline"
            href={`mailto:${order.email}`}
          >
            {order.email}
          </a>
        </dd>
        {order.note ? (
          <>
            <dt className="text-muted-foreground">{texts.note}</dt>
            <dd className="whitespace-pre-wrap break-words">{order.note}</dd>
          </>
        ) : null}
      </dl>

      <VisitWindows order={order} change={change} busy={busy} />

      <details className="rounded-md bg-muted/40 p-3">
        <summary className="cursor-pointer font-medium">{texts.evidence}</summary>
        <dl className="mt-2 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="text-muted-foreground">{texts.acceptedAt}</dt>
          <dd>{formatAdminDate(order.evidence.acceptedAt)}</dd>
          <dt className="text-muted-foreground">{texts.signature}</dt>
          <dd className="break-words">{order.evidence.signatureName}</dd>
          <dt className="text-muted-foreground">{texts.confirmation}</dt>
          <dd className="break-words">{order.evidence.confirmationText}</dd>
          <dt className="text-muted-foreground">{texts.priceHash}</dt>
          <dd className="break-all font-mono text-xs">{order.evidence.priceHash}</dd>
          <dt className="text-muted-foreground">{texts.clientIp}</dt>
          <dd className="break-all">{order.evidence.clientIp}</dd>
        </dl>
      </details>

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={orderQuoteUrl(order)} target="_blank" rel="noopener noreferrer">
            {texts.openQuote}
          </a>
        </Button>
        {nextSteps(order).map((status: OrderStatus) => (
          <Button
            key={status}
            size="sm"
            disabled={busy}
            onClick={() => void change({ kind: 'status', id: order.id, status })}
          >
            {ORDER_NEXT_STEP_LABELS[status] ?? orderStatusLabel(status)}
          </Button>
        ))}
      </div>
      {canCancel(order) ? <CancelOrderForm order={order} change={change} busy={busy} /> : null}
    </li>
  );
}

/** The visitor's windows: the confirmed one marked, the others to confirm (again: a change); or the cancellation. */
function VisitWindows({ order, change, busy }: { order: AdminOrder; change: Change; busy: boolean }) {
  const schedulable = canScheduleVisit(order);
  return (
    <div className="grid gap-2">
      <p className="font-medium">{texts.windows}</p>
      <ol className="grid gap-2">
        {order.windows.map((window, index) => {
          const confirmed = isSameWindow(order.visit, window);
          return (
            <li
              key={`${window.date}-${window.slot}`}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <span>
                {index + 1}. {visitWindowLabel(window)}
                {confirmed ? (
                  <Badge variant="secondary" className="ml-2">
                    {texts.visit}
                  </Badge>
                ) : null}
              </span>
              {schedulable && !confirmed ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void change({ kind: 'visit', id: order.id, window: index + 1 })}
                >
                  {texts.confirmWindow(index + 1)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {order.visit && order.status === 'visitScheduled' ? (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() => void change({ kind: 'cancelVisit', id: order.id })}
        >
          {texts.cancelVisit}
        </Button>
      ) : null}
    </div>
  );
}

/** Cancelling asks why (the reason is kept with the order). */
function CancelOrderForm({ order, change, busy }: { order: AdminOrder; change: Change; busy: boolean }) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await change({ kind: 'status', id: order.id, status: 'cancelled', reason: reason.trim() }))
      setReason('');
  };
  return (
    <details>
      <summary className="cursor-pointer text-destructive">{texts.cancelOrder}</summary>
      <form className="mt-2 grid gap-2" onSubmit={(event) => void submit(event)}>
        <Label htmlFor={fieldId}>{texts.cancelReason}</Label>
        <Textarea
          id={fieldId}
          value={reason}
          required
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="destructive" size="sm" className="justify-self-start" disabled={busy}>
          {texts.cancelSubmit}
        </Button>
      </form>
    </details>
  );
}

import { useState, type FormEvent } from 'react';
import {
  CSV_EXPORTS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  InputField,
  Label,
  LoadError,
  Skeleton,
  toast,
} from '@stairs/ui';
import { useWebhookEndpoints } from '../hooks/useWebhookEndpoints';
import { ERP_SYNC_TEXTS as TEXTS, eventLabel, lastDeliveryText } from '../lib/erp-sync';
import { CsvExportButton } from './CsvExportButton';

/** 'ERP-Synchronisation': the webhook endpoints with their secrets, and the CSV exports for Excel. */
export function ErpSyncPanel() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const create = async (body: EndpointDraft): Promise<boolean> => {
    try {
      const created = await endpoints.create.mutateAsync(body);
      setSecret({ url: created.endpoint.url, secret: created.secret });
      toast({ title: TEXTS.added, variant: 'success' });
      return true;
    } catch (error) {
      showCallFailure(error, TEXTS.addFailed);
      return false;
    }
  };
  const save = async (id: string, body: Partial<EndpointDraft> & { active?: boolean }): Promise<boolean> => {
    try {
      await endpoints.update.mutateAsync({ id, body });
      toast({ title: TEXTS.saved, variant: 'success' });
      return true;
    } catch (error) {
      showCallFailure(error, TEXTS.saveFailed);
      return false;
    }
  };
  const rotate = async (endpoint: WebhookEndpoint, keepOldHours: number) => {
    try {
      const rotated = await endpoints.rotate.mutateAsync({ id: endpoint.id, keepOldHours });
      setSecret({ url: rotated.endpoint.url, secret: rotated.secret });
      toast({ title: TEXTS.rotated, variant: 'success' });
    } catch (error) {
      showCallFailure(error, TEXTS.rotateFailed);
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{TEXTS.title}</h2>
          </CardTitle>
          <CardDescription>{TEXTS.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {secret ? <SecretNotice {...secret} onDone={() => setSecret(null)} /> : null}
          <section className="space-y-3" aria-labelledby="erp-endpoints">
            <h3 id="erp-endpoints" className="text-lg font-semibold">
              {TEXTS.endpointsTitle}
            </h3>
            {endpoints.query.isError && !endpoints.query.data ? (
              <LoadError
                message={TEXTS.loadFailed}
                onRetry={() => void endpoints.query.refetch()}
                retrying={endpoints.query.isFetching}
              />
            ) : !endpoints.query.data ? (
              <Skeleton className="h-24 w-full" aria-label="Wird geladen …" />
            ) : endpoints.query.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">{TEXTS.noEndpoints}</p>
            ) : (
              <ul className="space-y-3">
                {endpoints.query.data.map((endpoint) =>
                  editing === endpoint.id ? (
                    <li key={endpoint.id} className="rounded-md border p-4">
                      <EndpointForm
                        initial={endpoint}
                        submitLabel={TEXTS.save}
                        onSubmit={async (draft) => {
                          if (await save(endpoint.id, draft)) setEditing(null);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </li>
                  ) : (
                    <EndpointItem
                      key={endpoint.id}
                      endpoint={endpoint}
                      onEdit={() => setEditing(endpoint.id)}
                      onToggle={() => void save(endpoint.id, { active: !endpoint.active })}
                      onRotate={(hours) => void rotate(endpoint, hours)}
                    />
                  ),
                )}
              </ul>
            )}
          </section>
          <section className="space-y-3 border-t pt-6" aria-labelledby="erp-add">
            <h3 id="erp-add" className="text-lg font-semibold">
              {TEXTS.addTitle}
            </h3>
            <EndpointForm submitLabel={TEXTS.add} onSubmit={create} />
          </section>
        </CardContent>
      </Card>
      <CsvExports />
    </div>
  );
}

interface EndpointDraft {
  url: string;
  description: string;
  events: WebhookEventType[];
}

function EndpointForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: WebhookEndpoint;
  submitLabel: string;
  onSubmit: (draft: EndpointDraft) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(initial?.events ?? [...WEBHOOK_EVENT_TYPES]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const done = await onSubmit({ url: url.trim(), description: description.trim(), events });
      if (done === true && !initial) {
        setUrl('');
        setDescription('');
      }
    } finally {
      setBusy(false);
    }
  };
  const toggle = (type: WebhookEventType, checked: boolean) =>
    setEvents((current) => (checked ? [...current, type] : current.filter((entry) => entry !== type)));

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <InputField
        label={TEXTS.urlLabel}
        hint={TEXTS.urlHint}
        type="url"
        inputMode="url"
        required
        maxLength={WEBHOOK_LIMITS.urlMaxLength}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <InputField
        label={TEXTS.descriptionLabel}
        maxLength={WEBHOOK_LIMITS.descriptionMaxLength}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{TEXTS.eventsLabel}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => {
          const id = `${initial?.id ?? 'new'}-${type}`;
          return (
            <div key={type} className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={id}
                checked={events.includes(type)}
                onCheckedChange={(checked) => toggle(type, checked === true)}
              />
              <Label htmlFor={id} className="font-normal">
                {eventLabel(type)} <span className="text-xs text-muted-foreground">({type})</span>
              </Label>
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function EndpointItem({
  endpoint,
  onEdit,
  onToggle,
  onRotate,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onToggle: () => void;
  onRotate: (keepOldHours: number) => void;
}) {
  const [hours, setHours] = useState(String(WEBHOOK_LIMITS.rotationDefaultHours));
  return (
    <li className="space-y-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all font-medium">{endpoint.url}</span>
        <Badge variant={endpoint.active ? 'success' : 'secondary'}>
          {endpoint.active ? TEXTS.active : TEXTS.inactive}
        </Badge>
      </div>
      {endpoint.description ? <p className="text-sm">{endpoint.description}</p> : null}
      <p className="text-sm text-muted-foreground">{endpoint.events.map(eventLabel).join(', ')}</p>
      <p className="text-sm">
        <span className="text-muted-foreground">{TEXTS.lastDelivery}: </span>
        {lastDeliveryText(endpoint)}
      </p>
      {endpoint.previousSecretValidUntil ? (
        <p className="text-sm text-muted-foreground">{TEXTS.bothSign(endpoint.previousSecretValidUntil)}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <Button variant="outline" onClick={onEdit}>
          {TEXTS.edit}
        </Button>
        <Button variant="outline" onClick={onToggle}>
          {endpoint.active ? TEXTS.disable : TEXTS.enable}
        </Button>
        <InputField
          label={TEXTS.rotateHoursLabel}
          type="number"
          inputMode="numeric"
          min={WEBHOOK_LIMITS.rotationMinHours}
          max={WEBHOOK_LIMITS.rotationMaxHours}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          className="sm:w-56"
        />
        <Button variant="outline" onClick={() => onRotate(Number(hours))}>
          {TEXTS.rotate}
        </Button>
      </div>
    </li>
  );
}

function SecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-warning p-4">
      <p className="font-medium">{TEXTS.secretTitle}</p>
      <p className="break-all text-sm text-muted-foreground">{url}</p>
      <code className="block select-all break-all rounded bg-muted p-2 text-sm">{secret}</code>
      <p className="text-sm text-muted-foreground">{TEXTS.secretHint}</p>
      <Button variant="outline" onClick={onDone}>
        {TEXTS.secretDone}
      </Button>
    </div>
  );
}

function CsvExports() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{TEXTS.exportTitle}</h2>
        </CardTitle>
        <CardDescription>{TEXTS.exportHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {CSV_EXPORTS.map((name) => (
          <CsvExportButton key={name} name={name} />
        ))}
      </CardContent>
    </Card>
  );
}

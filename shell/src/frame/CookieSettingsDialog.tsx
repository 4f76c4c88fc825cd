import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Switch,
} from '@stairs/ui';
import { type CookieConsent } from '@stairs/site';

interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The choice in force when the dialog opens. */
  initial: CookieConsent;
  onSave: (consent: CookieConsent) => void;
}

interface CategoryProps {
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

function Category({ title, description, checked, disabled, onCheckedChange }: CategoryProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-4">
      <div className="space-y-1">
        <Label htmlFor={id} className="text-base">
          {title}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

/** Cookie settings (docs/product.md §4): necessary locked on, analytics and marketing switchable. */
export function CookieSettingsDialog({ open, onOpenChange, initial, onSave }: CookieSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <SettingsContent initial={initial} onCancel={() => onOpenChange(false)} onSave={onSave} />
      ) : null}
    </Dialog>
  );
}

function SettingsContent({
  initial,
  onCancel,
  onSave,
}: {
  initial: CookieConsent;
  onCancel: () => void;
  onSave: (consent: CookieConsent) => void;
}) {
  // Mounted on open: the switches start from the choice in force each time.
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>Cookie-Einstellungen</DialogTitle>
        <DialogDescription>
          Wählen Sie, welche Cookies wir verwenden dürfen. Notwendige Cookies sind für den Betrieb der Website
          erforderlich und immer aktiv.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-3">
        <Category
          title="Notwendige Cookies"
          description="Speichern Ihre Cookie-Auswahl und sichern grundlegende Funktionen der Website. Immer aktiv."
          checked
          disabled
        />
        <Category
          title="Analyse-Cookies"
          description="Helfen uns zu verstehen, wie Besucher die Website nutzen, damit wir sie verbessern können."
          checked={analytics}
          onCheckedChange={setAnalytics}
        />
        <Category
          title="Marketing-Cookies"
          description="Ermöglichen es, den Erfolg unserer Werbung (Google Ads) zu messen und passende Anzeigen zu zeigen."
          checked={marketing}
          onCheckedChange={setMarketing}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button onClick={() => onSave({ necessary: true, analytics, marketing })}>
          Einstellungen speichern
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

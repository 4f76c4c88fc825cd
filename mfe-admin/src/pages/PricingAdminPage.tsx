import { PRICING_MESSAGES, pagePath } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site/admin';
import { Card, CardContent } from '@stairs/ui';
import { PriceSettingsForm } from '../components/PriceSettingsForm';
import { usePriceForm } from '../hooks/usePriceForm';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /admin-pricing: the spec's price configuration page (concrete and renovation prices, refresh, save). */
export default function PricingAdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.pricing}
      title="Preiskonfiguration"
      description="Diese Preise verwenden beide Kalkulatoren für neue Berechnungen."
      backLink={{ to: pagePath('admin'), label: 'Zurück zu Admin' }}
    >
      <PricingAdmin />
    </AdminScreen>
  );
}

function PricingAdmin() {
  // docs/product.md §8 "Pricing page": its texts end without a full stop.
  const priceForm = usePriceForm({ saveFailedMessage: PRICING_MESSAGES.saveFailed });

  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <PriceSettingsForm form={priceForm} refreshable saveLabel="Speichern" />
      </CardContent>
    </Card>
  );
}

import { pagePath } from '@stairs/contracts';
import { useState } from 'react';
import { LEAD_NAMES } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { AdminScreen } from '@stairs/site/admin';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@stairs/ui';
import { AdminOverviewTable } from '../components/AdminOverviewTable';
import { ContactMessagesList } from '../components/ContactMessagesList';
import { AdsPlanningPanel } from '../components/AdsPlanningPanel';
import { ConversionStatsPanel } from '../components/ConversionStatsPanel';
import { CustomersPanel } from '../components/CustomersPanel';
import { DocumentArchive } from '../components/DocumentArchive';
import { ErpSyncPanel } from '../components/ErpSyncPanel';
import { LeadsTable } from '../components/LeadsTable';
import { PersonalDataPanel } from '../components/PersonalDataPanel';
import { Integrations } from '../components/Integrations';
import { PriceSettingsForm, SavePricesButton } from '../components/PriceSettingsForm';
import { QuoteRequestsTable } from '../components/QuoteRequestsTable';
import { OrdersList } from '../components/OrdersList';
import { usePriceForm } from '../hooks/usePriceForm';
import { ADMIN_TABS, isAdminTab, PRICE_TABS, type AdminTab } from '../lib/admin-areas';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /admin: overview of prices, conversions, archive, leads, quote requests and the ads plan. */
export default function AdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.admin}
      title="Admin-Bereich"
      description={`Preise, Conversions, Kostenvoranschläge, Leads und ${LEAD_NAMES.quoteRequest.many} verwalten.`}
    >
      <AdminDashboard />
    </AdminScreen>
  );
}

function AdminDashboard() {
  const [tab, setTab] = useState<AdminTab>('conversions');
  // One form for both price tabs and the save button below the tabs, shown while a price tab is open.
  const priceForm = usePriceForm({ saveFailedMessage: 'Preise konnten nicht gespeichert werden.' });

  const openTab = (next: AdminTab) => {
    setTab(next);
    document.getElementById('admin-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Übersicht</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AdminOverviewTable onOpen={openTab} />
        </CardContent>
      </Card>

      <Tabs
        id="admin-tabs"
        className="space-y-6"
        value={tab}
        onValueChange={(value) => isAdminTab(value) && setTab(value)}
      >
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {ADMIN_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="conversions">
          <ConversionStatsPanel />
        </TabsContent>
        <TabsContent value="concrete-prices">
          <PriceSettingsForm form={priceForm} sections={['concrete']} showActions={false} />
        </TabsContent>
        <TabsContent value="renovation-prices">
          <PriceSettingsForm form={priceForm} sections={['renovation']} showActions={false} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentArchive />
        </TabsContent>
        <TabsContent value="phone-leads">
          <LeadsTable />
        </TabsContent>
        <TabsContent value="contact-messages">
          <ContactMessagesList />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersList />
        </TabsContent>
        <TabsContent value="quote-requests">
          <QuoteRequestsTable />
        </TabsContent>
        <TabsContent value="customers">
          <CustomersPanel onOpenTab={openTab} />
        </TabsContent>
        <TabsContent value="google-ads">
          <AdsPlanningPanel />
        </TabsContent>
        <TabsContent value="erp-sync">
          <ErpSyncPanel />
        </TabsContent>
      </Tabs>

      <div className="flex flex-col gap-4 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="outline">
          <Link to={pagePath('adminGallery')}>Zur Galerie-Verwaltung</Link>
        </Button>
        {PRICE_TABS.includes(tab) ? <SavePricesButton form={priceForm} /> : null}
      </div>

      <PersonalDataPanel />

      <Integrations onOpen={openTab} />
    </>
  );
}

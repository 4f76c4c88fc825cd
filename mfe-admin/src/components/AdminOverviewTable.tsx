import { Button } from '@stairs/ui';
import { ADMIN_TABS, type AdminTab } from '../lib/admin-areas';
import { SimpleTable, type SimpleTableColumn } from './SimpleTable';

const COLUMNS: readonly SimpleTableColumn[] = [
  { label: 'Nr.', className: 'w-12' },
  { label: 'Bereich' },
  { label: 'Inhalt', className: 'hidden sm:table-cell' },
];

export interface AdminOverviewTableProps {
  onOpen: (tab: AdminTab) => void;
}

/** Numbered overview of the /admin areas; each row opens its tab. On a phone, two columns. */
export function AdminOverviewTable({ onOpen }: AdminOverviewTableProps) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <SimpleTable caption="Übersicht der Bereiche" columns={COLUMNS} look="shaded">
        {ADMIN_TABS.map((tab, index) => (
          <tr key={tab.value} className="border-t">
            <td className="px-3 py-2 tabular-nums text-muted-foreground">{index + 1}</td>
            <td className="px-3 py-2">
              <Button
                variant="link"
                className="h-auto whitespace-normal p-0 text-left"
                onClick={() => onOpen(tab.value)}
              >
                {tab.label}
              </Button>
              {/* On a phone the description sits under the name: a third column was cut off there. */}
              <p className="mt-1 text-muted-foreground sm:hidden">{tab.description}</p>
            </td>
            <td className="hidden px-3 py-2 text-muted-foreground sm:table-cell">{tab.description}</td>
          </tr>
        ))}
      </SimpleTable>
    </div>
  );
}

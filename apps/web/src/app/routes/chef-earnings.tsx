import { useDocumentTitle } from '@/hooks/use-document-title';
import { EarningsPage } from '@/features/billing/components/earnings-page';

export function ChefEarningsRoute() {
  useDocumentTitle('Earnings');
  return <EarningsPage />;
}

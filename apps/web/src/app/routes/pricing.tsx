import { useDocumentTitle } from '@/hooks/use-document-title';
import { PricingPage } from '@/features/billing/components/pricing-page';

export function PricingRoute() {
  useDocumentTitle('Pricing');
  return <PricingPage title="Pricing" />;
}

export function ProRoute() {
  useDocumentTitle('Simmer Pro');
  return <PricingPage title="Simmer Pro" />;
}

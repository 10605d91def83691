import { LegalPage } from '@/features/marketing/components/legal-page';
import { legalDocuments } from '@/features/marketing/legal-content';

export function LegalRoute({ slug }: { slug: keyof typeof legalDocuments }) {
  return <LegalPage document={legalDocuments[slug]} />;
}

import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalPage } from '@/features/marketing/components/legal-page';
import { legalDocuments } from '@/features/marketing/legal-content';

export function LegalRoute({ slug }: { slug: keyof typeof legalDocuments }) {
  useDocumentTitle(legalDocuments[slug].title);
  return <LegalPage document={legalDocuments[slug]} />;
}

import { useDocumentTitle } from '@/hooks/use-document-title';
import { AboutPage } from '@/features/marketing/components/about-page';

export function AboutRoute() {
  useDocumentTitle('About');
  return <AboutPage />;
}

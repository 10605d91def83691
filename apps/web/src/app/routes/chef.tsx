import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useChef } from '@/features/recipes/api/chefs';
import { ChefPage } from '@/features/recipes/components/chef-page';
import { titleOfLoaded } from './page-titles';

export function ChefRoute() {
  const { id = '' } = useParams();
  useDocumentTitle(
    titleOfLoaded(useChef(id), { notFound: 'Chef not found', failed: 'Failed to load chef' }),
  );
  return <ChefPage key={id} id={id} />;
}

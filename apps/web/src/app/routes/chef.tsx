import { useParams } from 'react-router';
import { ChefPage } from '@/features/recipes/components/chef-page';

export function ChefRoute() {
  const { id = '' } = useParams();
  return <ChefPage key={id} id={id} />;
}

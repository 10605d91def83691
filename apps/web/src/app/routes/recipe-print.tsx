import { useParams } from 'react-router';
import { RecipePrintPage } from '@/features/recipes/components/recipe-print-page';

export function RecipePrintRoute() {
  const { id = '' } = useParams();
  return <RecipePrintPage key={id} id={id} />;
}

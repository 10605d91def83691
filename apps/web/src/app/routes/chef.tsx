import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';

// Placeholder until the chef page lands (issue 4).
export function ChefRoute() {
  const { id = '' } = useParams();
  return <ComingSoon title="Chef" description={`Chef ${id}`} />;
}

import { ComingSoon } from '@/components/coming-soon';

// Placeholder until the shared recipe page lands (issue 4).
export function SharedRecipeRoute() {
  return <ComingSoon title="Shared recipe" description="A recipe someone shared with you." />;
}

import { ComingSoon } from '@/components/coming-soon';

// Placeholders until the recipe form lands (issue 4).
export function NewRecipeRoute() {
  return <ComingSoon title="Create New Recipe" description="Write a recipe by hand." />;
}

export function EditRecipeRoute() {
  return <ComingSoon title="Edit Recipe" description="Change a recipe you created." />;
}

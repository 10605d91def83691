import { useParams } from 'react-router';
import { SharedRecipePage } from '@/features/recipes/components/shared-recipe-page';

/** The share and recipe ids of `{shareId}/{recipeId}`; null for any other path under /recipe/shared/. */
function parseShareLink(splat: string | undefined) {
  const parts = (splat ?? '').replace(/\/+$/, '').split('/');
  if (parts.length !== 2) return null;
  const [shareId = '', recipeId = ''] = parts;
  return shareId && recipeId ? { shareId, recipeId } : null;
}

export function SharedRecipeRoute() {
  const { '*': splat } = useParams();
  const link = parseShareLink(splat);
  // Keyed by the link so moving between shared recipes starts afresh.
  return <SharedRecipePage key={link ? `${link.shareId}/${link.recipeId}` : 'none'} link={link} />;
}

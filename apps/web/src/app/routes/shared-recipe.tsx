import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSharedRecipe, type ShareLink } from '@/features/recipes/api/sharing';
import { SharedRecipePage } from '@/features/recipes/components/shared-recipe-page';
import { RECIPE_FAILURE_TITLES, titleOfLoaded } from './page-titles';

/** The share and recipe ids of `{shareId}/{recipeId}`; null for any other path under /recipe/shared/. */
function parseShareLink(splat: string | undefined) {
  const parts = (splat ?? '').replace(/\/+$/, '').split('/');
  if (parts.length !== 2) return null;
  const [shareId = '', recipeId = ''] = parts;
  return shareId && recipeId ? { shareId, recipeId } : null;
}

function SharedRecipeTitle({ link }: { link: ShareLink }) {
  useDocumentTitle(titleOfLoaded(useSharedRecipe(link), RECIPE_FAILURE_TITLES));
  return null;
}

export function SharedRecipeRoute() {
  const { '*': splat } = useParams();
  const link = parseShareLink(splat);
  useDocumentTitle(link ? null : RECIPE_FAILURE_TITLES.notFound);
  // Keyed by the link so moving between shared recipes starts afresh.
  const key = link ? `${link.shareId}/${link.recipeId}` : 'none';
  return (
    <>
      {link && <SharedRecipeTitle key={key} link={link} />}
      <SharedRecipePage key={key} link={link} />
    </>
  );
}

import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { paths } from '@/config/paths';

/**
 * What a user without `recipes.ai` sees at /recipes/add (spec 2 §6): Manual Entry or Upgrade Now.
 * Closing it goes back to the Recipe Box.
 */
export function ImportUpgradeDialog() {
  const navigate = useNavigate();
  return (
    <UpgradeDialog
      opened
      onClose={() => void navigate(paths.recipes)}
      title="Recipe analysis is a Pro feature"
      message="Upgrade to Pro to add recipes from a web page, pasted text or a photo, read and laid out for you to review. You can still type a recipe in yourself."
      alternative={
        <Button component={Link} to={paths.recipeNew} variant="default">
          Manual Entry
        </Button>
      }
    />
  );
}

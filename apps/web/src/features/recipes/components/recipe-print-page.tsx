import type { Recipe } from '@simmer/domain/recipes';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useUnitsView } from '../api/measurement-system';
import { useRecipe } from '../api/recipes';
import { ingredientLines } from '../recipe-display';
import { RECIPE_LOAD_FAILURE, RecipeLoadFailure } from './recipe-sections';
import classes from './recipe-print.module.css';

/** Steps in order, those that share a component ("For the sauce") under its name. */
function stepGroups(steps: Recipe['instructions']) {
  const groups: { component: string | null; steps: { text: string; number: number }[] }[] = [];
  steps.forEach((step, index) => {
    const component = step.component ?? null;
    const last = groups[groups.length - 1];
    const entry = { text: step.text, number: index + 1 };
    if (last && last.component === component) last.steps.push(entry);
    else groups.push({ component, steps: [entry] });
  });
  return groups;
}

function PrintableRecipe({ recipe }: { recipe: Recipe }) {
  const { data: user } = useSession();
  const units = useUnitsView(Boolean(user));
  const image = recipe.images[0];
  const facts = [
    { label: 'Prep', value: `${recipe.prepTime} mins` },
    { label: 'Cook', value: `${recipe.cookTime} mins` },
    { label: 'Total', value: `${recipe.totalTime} mins` },
    { label: 'Servings', value: String(recipe.servings) },
    ...(recipe.cuisine ? [{ label: 'Cuisine', value: recipe.cuisine }] : []),
  ];
  const nutrition = recipe.nutritionalInfo;
  useEffect(() => {
    document.title = `${recipe.name} (print) · Simmer`;
  }, [recipe.name]);

  return (
    <Stack gap="md" component="article" aria-labelledby="print-title">
      <div>
        <Title order={1} id="print-title" fz={{ base: 26, sm: 30 }}>
          {recipe.name}
        </Title>
        {recipe.author && <Text size="sm">Recipe by {recipe.author}</Text>}
      </div>
      {image && <img className={classes.image} src={image.medium} alt="" />}
      {recipe.description && <Text>{recipe.description}</Text>}
      <dl className={classes.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}:</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.columns}>
        <section aria-labelledby="print-ingredients">
          <Title order={2} fz="lg" id="print-ingredients" mb="xs">
            Ingredients
          </Title>
          <ul className={classes.list} aria-labelledby="print-ingredients">
            {ingredientLines(recipe.ingredients, { units }).map((line) => (
              <li key={line.key}>
                {[line.amount, line.name].filter(Boolean).join(' ')}
                {line.preparation ? `, ${line.preparation}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="print-instructions">
          <Title order={2} fz="lg" id="print-instructions" mb="xs">
            Instructions
          </Title>
          {stepGroups(recipe.instructions).map((group, index) => (
            <div key={index}>
              {group.component && (
                <Title order={3} className={classes.component}>
                  {group.component}
                </Title>
              )}
              <ol className={classes.list} start={group.steps[0]!.number}>
                {group.steps.map((step) => (
                  <li key={step.number} className={classes.step}>
                    {step.text}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      </div>
      {nutrition && (
        <Text size="sm">
          Per serving: {nutrition.calories} calories, {nutrition.protein} g protein,{' '}
          {nutrition.carbohydrates} g carbohydrates, {nutrition.fat} g fat, {nutrition.fiber} g
          fiber.
        </Text>
      )}
      {recipe.tags.length > 0 && <Text size="sm">Tags: {recipe.tags.join(', ')}</Text>}
      {recipe.sourceUrl && (
        <Text size="sm">
          Source:{' '}
          <Anchor href={recipe.sourceUrl} inherit>
            {recipe.sourceUrl}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** /recipes/:id/print: the recipe on one plain page, with a Print button that is not printed. */
export function RecipePrintPage({ id }: { id: string }) {
  const recipe = useRecipe(id);
  return (
    <div className={classes.page}>
      <Group justify="space-between" mb="lg" className={classes.noPrint}>
        <Anchor component={Link} to={paths.recipe(id)} size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to recipe
          </Group>
        </Anchor>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!recipe.data || recipe.data.isLocked}
        >
          Print
        </Button>
      </Group>
      {recipe.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading recipe">
          <Skeleton height={32} width="60%" />
          <Skeleton height={16} />
          <Skeleton height={160} />
        </Stack>
      ) : recipe.isError ? (
        <RecipeLoadFailure error={recipe.error} {...RECIPE_LOAD_FAILURE} />
      ) : recipe.data.isLocked ? (
        <Text>This is a premium recipe: buy it to print it.</Text>
      ) : (
        <PrintableRecipe recipe={recipe.data} />
      )}
    </div>
  );
}

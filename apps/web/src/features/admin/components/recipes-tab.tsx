import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_RECIPE_MESSAGES,
  ADMIN_SEARCH_MAX,
  ADMIN_TOAST_MS,
  type AdminRecipe,
  type AdminRecipesFilter,
} from '@simmer/domain/admin';
import { INGREDIENT_MESSAGES } from '@simmer/domain/ingredients';
import { VISIBILITIES, type Visibility } from '@simmer/domain/recipes';
import { IconAlertCircle, IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { adminRecipesExportUrl, useAdminRecipes, useReprocessRecipes } from '../api/admin-recipes';
import classes from './admin.module.css';

const SEARCH_DEBOUNCE_MS = 300;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const VISIBILITY_COLORS: Record<Visibility, string> = {
  private: 'gray',
  public: 'green',
  chef: 'orange',
};

const VISIBILITY_OPTIONS = [
  { value: '', label: 'All visibilities' },
  ...VISIBILITIES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
];

function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return (
    <Badge variant="light" color={VISIBILITY_COLORS[visibility]} style={{ flexShrink: 0 }}>
      {visibility}
    </Badge>
  );
}

function Owner({ recipe }: { recipe: AdminRecipe }) {
  if (!recipe.owner) {
    return (
      <Text size="sm" c="dimmed">
        No account{recipe.author ? ` (${recipe.author})` : ''}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {recipe.owner.displayName && <Text size="sm">{recipe.owner.displayName}</Text>}
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {recipe.owner.email}
      </Text>
    </Stack>
  );
}

function Sales({ recipe }: { recipe: AdminRecipe }) {
  const { sales } = recipe;
  return (
    <Stack gap={0}>
      <Text size="sm">
        {recipe.isPurchasable ? `Premium ${money.format(recipe.price)}` : 'Not for sale'}
      </Text>
      <Text size="sm" c="dimmed">
        {sales.purchaseCount} {sales.purchaseCount === 1 ? 'sale' : 'sales'} ·{' '}
        {money.format(sales.revenue)} · {sales.refundCount}{' '}
        {sales.refundCount === 1 ? 'refund' : 'refunds'}
      </Text>
    </Stack>
  );
}

function RecipeLinks({ recipe }: { recipe: AdminRecipe }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor
        component={Link}
        to={paths.recipe(recipe.id)}
        size="sm"
        aria-label={`Open ${recipe.name}`}
      >
        Open
      </Anchor>
      <Anchor
        component={Link}
        to={paths.recipeEdit(recipe.id)}
        size="sm"
        aria-label={`Edit ${recipe.name}`}
      >
        Edit
      </Anchor>
    </Group>
  );
}

interface RowProps {
  recipe: AdminRecipe;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onReprocess: () => void;
  busy: boolean;
}

function ReprocessButton({ recipe, onReprocess, busy }: Omit<RowProps, 'selected' | 'onSelect'>) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRefresh size={14} aria-hidden />}
      disabled={busy}
      onClick={onReprocess}
      aria-label={`Reprocess ingredients of ${recipe.name}`}
    >
      Reprocess
    </Button>
  );
}

function RecipeRow(props: RowProps) {
  const format = useDateFormat();
  const { recipe, selected, onSelect } = props;
  return (
    <Table.Tr className={selected ? classes.selected : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select ${recipe.name}`}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
          {recipe.name}
        </Text>
        <Text size="xs" c="dimmed">
          {recipe.id} · {recipe.ingredientCount}{' '}
          {recipe.ingredientCount === 1 ? 'ingredient' : 'ingredients'}
        </Text>
        <RecipeLinks recipe={recipe} />
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Owner recipe={recipe} />
      </Table.Td>
      <Table.Td>
        <VisibilityBadge visibility={recipe.visibility} />
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Sales recipe={recipe} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.date(recipe.createdAt)}</Text>
        <Text size="xs" c="dimmed">
          Updated {format.date(recipe.updatedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <ReprocessButton {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A phone shows each recipe as a card: the same facts and actions, one column. */
function RecipeCard(props: RowProps) {
  const format = useDateFormat();
  const { recipe, selected, onSelect } = props;
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            aria-label={`Select ${recipe.name}`}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            label={
              <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                {recipe.name}
              </Text>
            }
          />
          <VisibilityBadge visibility={recipe.visibility} />
        </Group>
        <Owner recipe={recipe} />
        <Sales recipe={recipe} />
        <Text size="xs" c="dimmed">
          {recipe.ingredientCount} {recipe.ingredientCount === 1 ? 'ingredient' : 'ingredients'} ·
          Created {format.date(recipe.createdAt)}
        </Text>
        <Group justify="space-between">
          <RecipeLinks recipe={recipe} />
          <ReprocessButton {...props} />
        </Group>
      </Stack>
    </Card>
  );
}

function LoadingRows() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading recipes">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={48} />
      ))}
    </Stack>
  );
}

/**
 * The Recipes tab (spec 2 §7): every recipe, searched by name or id as you type, 10 a page, with
 * its owner, visibility and sales; open or edit any of them; reprocess the ingredients of one or a
 * selection, 5 recipes at a time, with the progress shown.
 */
export function RecipesTab() {
  const [query, setQuery] = useState('');
  const [visibility, setVisibility] = useState<Visibility | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const filter: AdminRecipesFilter = {
    ...(debounced ? { q: debounced } : {}),
    ...(visibility ? { visibility } : {}),
  };
  const recipes = useAdminRecipes(filter, page);
  const reprocess = useReprocessRecipes();
  const pages = recipes.data
    ? Math.max(1, Math.ceil(recipes.data.total / recipes.data.pageSize))
    : 1;
  const onPage = recipes.data?.recipes ?? [];
  const allOnPage = onPage.length > 0 && onPage.every((recipe) => selected.has(recipe.id));
  const someOnPage = onPage.some((recipe) => selected.has(recipe.id));

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runReprocess = async (ids: string[]) => {
    const outcome = await reprocess.run(ids);
    if (outcome.failed < outcome.recipes) {
      void notify({
        message: INGREDIENT_MESSAGES.reprocessed(outcome.processed, outcome.total, outcome.matched),
        color: 'blue',
        autoClose: ADMIN_TOAST_MS,
      });
    }
    if (outcome.failed === 0) {
      void notify({
        message: ADMIN_RECIPE_MESSAGES.reprocessSucceeded,
        color: 'green',
        autoClose: ADMIN_TOAST_MS,
      });
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    } else {
      void notify({
        title: outcome.recipes > 1 ? `${outcome.failed} of ${outcome.recipes} recipes` : undefined,
        message: ADMIN_RECIPE_MESSAGES.reprocessFailed,
        color: 'red',
        autoClose: ADMIN_TOAST_MS,
      });
    }
  };

  const rowProps = (recipe: AdminRecipe): RowProps => ({
    recipe,
    selected: selected.has(recipe.id),
    onSelect: (on) => select([recipe.id], on),
    onReprocess: () => void runReprocess([recipe.id]),
    busy: reprocess.isRunning,
  });

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search recipes"
          description="Name or recipe id"
          placeholder="Search recipes"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={ADMIN_SEARCH_MAX}
          value={query}
          style={{ flex: '1 1 240px' }}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Visibility"
          data={VISIBILITY_OPTIONS}
          value={visibility}
          onChange={(event) => {
            setVisibility(event.currentTarget.value as Visibility | '');
            setPage(1);
          }}
        />
        <Button
          component="a"
          href={adminRecipesExportUrl(filter)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {recipes.data
            ? recipes.data.total === 0
              ? ADMIN_RECIPE_MESSAGES.noRecipes
              : `${recipes.data.total.toLocaleString()} ${recipes.data.total === 1 ? 'recipe' : 'recipes'}`
            : ''}
          {selected.size > 0 && ` · ${selected.size} selected`}
        </Text>
        <Group gap="xs">
          {selected.size > 0 && (
            <Button
              size="sm"
              variant="subtle"
              disabled={reprocess.isRunning}
              onClick={() => setSelected(new Set())}
            >
              Clear selection
            </Button>
          )}
          <Button
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={selected.size === 0 || reprocess.isRunning}
            loading={reprocess.isRunning}
            onClick={() => void runReprocess([...selected])}
          >
            Reprocess ingredients{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </Group>
      </Group>

      {reprocess.progress && (
        <Stack gap={4}>
          <Text size="sm">
            Reprocessing {reprocess.progress.done} of {reprocess.progress.total}{' '}
            {reprocess.progress.total === 1 ? 'recipe' : 'recipes'}
          </Text>
          <Progress
            value={(reprocess.progress.done / reprocess.progress.total) * 100}
            aria-label="Reprocessing progress"
            animated
          />
        </Stack>
      )}

      {recipes.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={ADMIN_RECIPE_MESSAGES.fetchFailed}
        >
          <Button size="xs" variant="default" onClick={() => void recipes.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {recipes.isPending && <LoadingRows />}

      {onPage.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={900} visibleFrom="sm">
            <Table verticalSpacing="sm" aria-label="Recipes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every recipe on this page"
                      checked={allOnPage}
                      indeterminate={someOnPage && !allOnPage}
                      onChange={(event) =>
                        select(
                          onPage.map((recipe) => recipe.id),
                          event.currentTarget.checked,
                        )
                      }
                    />
                  </Table.Th>
                  <Table.Th>Recipe</Table.Th>
                  <Table.Th>Owner</Table.Th>
                  <Table.Th>Visibility</Table.Th>
                  <Table.Th>Price and sales</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Ingredients</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {onPage.map((recipe) => (
                  <RecipeRow key={recipe.id} {...rowProps(recipe)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack
            gap="sm"
            hiddenFrom="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Recipes"
          >
            {onPage.map((recipe) => (
              <RecipeCard key={recipe.id} {...rowProps(recipe)} />
            ))}
          </Stack>
        </>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}

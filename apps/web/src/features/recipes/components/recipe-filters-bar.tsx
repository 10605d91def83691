import {
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  RECIPE_SORT_LABELS,
  RECIPE_SORTS,
  type RecipeCategory,
  type RecipeSort,
} from '@simmer/domain/recipes';
import {
  Button,
  Chip,
  CloseButton,
  Group,
  Popover,
  Radio,
  Select,
  Stack,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowsSort, IconSearch, IconX } from '@tabler/icons-react';
import { memo, useState } from 'react';
import {
  activeFilterChips,
  MAX_SEARCH_LENGTH,
  type RecipeListFilters,
} from '../recipe-list-filters';
import classes from './recipe-filters.module.css';

const SEARCH_DEBOUNCE_MS = 300;

const SORT_OPTIONS = RECIPE_SORTS.map((sort) => ({ value: sort, label: RECIPE_SORT_LABELS[sort] }));

/**
 * Search box ('Search recipes...') with a clear button. What is typed reaches the list 300 ms
 * after the last key, at once on Enter or clear.
 */
export const RecipeSearchBox = memo(function RecipeSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Back and forward change the search from outside: show what the list now shows.
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      placeholder="Search recipes..."
      aria-label="Search recipes"
      value={text}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              search.cancel();
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      size="md"
      classNames={{ input: classes.searchInput }}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
});

/** Desktop sort: a select. */
export const RecipeSortSelect = memo(function RecipeSortSelect({
  value,
  onChange,
}: {
  value: RecipeSort;
  onChange: (sort: RecipeSort) => void;
}) {
  return (
    <Select
      aria-label="Sort recipes"
      data={SORT_OPTIONS}
      value={value}
      onChange={(sort) => sort && onChange(sort)}
      allowDeselect={false}
      size="md"
      w={190}
      leftSection={<IconArrowsSort size={16} aria-hidden />}
    />
  );
});

/** Mobile sort: a button opening a popover of choices. */
export const RecipeSortPopover = memo(function RecipeSortPopover({
  value,
  onChange,
}: {
  value: RecipeSort;
  onChange: (sort: RecipeSort) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowsSort size={18} aria-hidden />}
          onClick={() => setOpened((isOpen) => !isOpen)}
          aria-label={`Sort: ${RECIPE_SORT_LABELS[value]}`}
        >
          Sort
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Radio.Group
          label="Sort recipes"
          value={value}
          onChange={(sort) => {
            onChange(sort);
            setOpened(false);
          }}
        >
          <Stack gap={0} mt="xs">
            {SORT_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                py={12}
                size="md"
              />
            ))}
          </Stack>
        </Radio.Group>
      </Popover.Dropdown>
    </Popover>
  );
});

/**
 * The category chips: one at a time, All by default (spec 3 §9), each with how many recipes it
 * holds under the other filters once the list has counted them.
 */
export const RecipeCategoryChips = memo(function RecipeCategoryChips({
  value,
  counts,
  onChange,
}: {
  value: RecipeCategory;
  counts?: Record<RecipeCategory, number>;
  onChange: (category: RecipeCategory) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Category" className={classes.categories}>
      <Chip.Group value={value} onChange={(category) => onChange(category)}>
        {RECIPE_CATEGORIES.map((category) => (
          <Chip
            key={category}
            value={category}
            type="radio"
            variant="outline"
            className={classes.chip}
          >
            <span>{RECIPE_CATEGORY_LABELS[category]}</span>
            {counts && ' '}
            {counts && (
              <span className={classes.chipCount} data-testid="category-count">
                {counts[category].toLocaleString()}
                <VisuallyHidden> recipes</VisuallyHidden>
              </span>
            )}
          </Chip>
        ))}
      </Chip.Group>
    </div>
  );
});

/** One removable chip per active filter, and Clear All. */
export function ActiveFilterChips({
  filters,
  onChange,
  onClearAll,
}: {
  filters: RecipeListFilters;
  onChange: (filters: RecipeListFilters) => void;
  onClearAll: () => void;
}) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.id}
          variant="light"
          radius="xl"
          size="sm"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Remove filter ${chip.label}`}
          onClick={() => onChange(chip.without)}
          className={classes.touch}
        >
          {chip.label}
        </Button>
      ))}
      <Button variant="subtle" size="sm" onClick={onClearAll} className={classes.touch}>
        Clear All
      </Button>
    </Group>
  );
}

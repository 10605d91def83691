import {
  CUISINES,
  DIETARY_FILTER_LABELS,
  DIETARY_FILTERS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  RECIPE_TIME_FILTER,
} from '@simmer/domain/recipes';
import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Paper,
  RangeSlider,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  applyTicks,
  DEFAULT_PANEL_FILTERS,
  nextMinRating,
  onlyAllowed,
  type PanelFilters,
  type PanelFiltersUpdate,
} from '../recipe-list-filters';
import classes from './recipe-filters.module.css';

const { min: TIME_MIN, max: TIME_MAX, step: TIME_STEP } = RECIPE_TIME_FILTER;

function timeValueText(value: number) {
  return value >= TIME_MAX ? `${TIME_MAX}+ minutes` : `${value} minutes`;
}

/** The 0–120 minute slider; it reports only when a thumb is let go, not at every step. */
function TimeRange({
  value,
  onChange,
}: {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}) {
  const labelId = useId();
  const [dragged, setDragged] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDragged(value);
  }
  const [low, high] = dragged;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text id={labelId} fw={600} size="sm">
          Total time
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {low}–{high >= TIME_MAX ? `${TIME_MAX}+` : high} mins
        </Text>
      </Group>
      <RangeSlider
        min={TIME_MIN}
        max={TIME_MAX}
        step={TIME_STEP}
        minRange={0}
        value={dragged}
        onChange={setDragged}
        onChangeEnd={onChange}
        label={(minutes) => (minutes >= TIME_MAX ? `${TIME_MAX}+` : minutes)}
        thumbFromLabel="Shortest total time"
        thumbToLabel="Longest total time"
        thumbValueText={timeValueText}
        aria-labelledby={labelId}
        size="md"
        thumbSize={22}
        marks={[
          { value: 0, label: '0' },
          { value: 60, label: '60' },
          { value: 120, label: '120+' },
        ]}
        mb="md"
        mx={6}
      />
    </Stack>
  );
}

/** Minimum rating as five stars; choosing the chosen star again resets it (spec 3 §9). */
function MinimumRating({ value, onChoose }: { value: number; onChoose: (stars: number) => void }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={600} size="sm">
        Minimum rating
      </Text>
      <Group gap={0} role="group" aria-labelledby={labelId}>
        {[1, 2, 3, 4, 5].map((stars) => {
          const Star = stars <= value ? IconStarFilled : IconStar;
          return (
            <ActionIcon
              key={stars}
              size={44}
              variant="subtle"
              color="yellow"
              aria-label={`${stars}+ stars`}
              aria-pressed={value === stars}
              onClick={() => onChoose(stars)}
            >
              <Star size={24} aria-hidden />
            </ActionIcon>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed">
        {value > 0 ? `${value} stars and up; choose it again to reset` : 'Any rating'}
      </Text>
    </Stack>
  );
}

/**
 * The filters of the sidebar and of the mobile drawer: total time, difficulty, cuisine, dietary,
 * minimum rating and saved only. Controlled: each change is reported as an update to the filters
 * as they are when it is applied, so quick clicks compose instead of undoing each other.
 */
export function RecipeFilterFields({
  value,
  onChange,
}: {
  value: PanelFilters;
  onChange: (update: PanelFiltersUpdate) => void;
}) {
  const set = (patch: (current: PanelFilters) => Partial<PanelFilters>) =>
    onChange((current) => ({ ...current, ...patch(current) }));
  const tick =
    <T extends string>(
      allowed: readonly T[],
      of: (filters: PanelFilters) => readonly T[],
      patch: (chosen: T[]) => Partial<PanelFilters>,
    ) =>
    (values: string[]) =>
      set((current) =>
        patch(applyTicks(of(current), of(value), onlyAllowed(allowed, values), allowed)),
      );
  return (
    <Stack gap="lg">
      <TimeRange value={value.timeRange} onChange={(timeRange) => set(() => ({ timeRange }))} />
      <Checkbox.Group
        label="Difficulty"
        value={value.difficulty}
        onChange={tick(
          DIFFICULTIES,
          (f) => f.difficulty,
          (difficulty) => ({ difficulty }),
        )}
        classNames={{ label: classes.groupLabel }}
      >
        <Stack gap="xs" mt={6}>
          {DIFFICULTIES.map((level) => (
            <Checkbox key={level} value={level} label={DIFFICULTY_LABELS[level]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label="Cuisine"
        value={value.cuisine}
        onChange={tick(
          CUISINES,
          (f) => f.cuisine,
          (cuisine) => ({ cuisine }),
        )}
        classNames={{ label: classes.groupLabel }}
      >
        <SimpleGrid cols={{ base: 2, sm: 1 }} spacing="xs" verticalSpacing="xs" mt={6}>
          {CUISINES.map((cuisine) => (
            <Checkbox key={cuisine} value={cuisine} label={cuisine} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group
        label="Dietary"
        value={value.dietary}
        onChange={tick(
          DIETARY_FILTERS,
          (f) => f.dietary,
          (dietary) => ({ dietary }),
        )}
        classNames={{ label: classes.groupLabel }}
      >
        <SimpleGrid cols={{ base: 2, sm: 1 }} spacing="xs" verticalSpacing="xs" mt={6}>
          {DIETARY_FILTERS.map((diet) => (
            <Checkbox key={diet} value={diet} label={DIETARY_FILTER_LABELS[diet]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <MinimumRating
        value={value.minRating}
        onChoose={(stars) =>
          set((current) => ({ minRating: nextMinRating(current.minRating, stars) }))
        }
      />
      <Switch
        label="Saved only"
        checked={value.savedOnly}
        onChange={(event) => {
          const savedOnly = event.currentTarget.checked;
          set(() => ({ savedOnly }));
        }}
        size="md"
      />
    </Stack>
  );
}

/** Desktop: the filters beside the list, applied as they change. */
export function RecipeFilterSidebar({
  value,
  onChange,
}: {
  value: PanelFilters;
  onChange: (update: PanelFiltersUpdate) => void;
}) {
  return (
    <Paper
      component="aside"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby="recipe-filters-heading"
      className={classes.sidebar}
    >
      <Title order={2} fz="lg" id="recipe-filters-heading" mb="md">
        Filters
      </Title>
      <RecipeFilterFields value={value} onChange={onChange} />
    </Paper>
  );
}

/** Mobile: the same filters in a drawer; nothing changes until Apply Filters. */
export function RecipeFilterDrawer({
  opened,
  onClose,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  value: PanelFilters;
  onApply: (value: PanelFilters) => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="92%"
      title="Filters"
      classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
      closeButtonProps={{ 'aria-label': 'Close filters', size: 'lg' }}
    >
      {/* Mounted only while open, so each opening starts from the applied filters. */}
      {opened && <DrawerForm value={value} onApply={onApply} />}
    </Drawer>
  );
}

function DrawerForm({
  value,
  onApply,
}: {
  value: PanelFilters;
  onApply: (value: PanelFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Refine your recipe search
      </Text>
      <RecipeFilterFields value={draft} onChange={setDraft} />
      <Divider />
      <Group grow gap="sm" className={classes.drawerFooter}>
        <Button variant="default" size="md" onClick={() => setDraft(DEFAULT_PANEL_FILTERS)}>
          Reset All
        </Button>
        <Button size="md" onClick={() => onApply(draft)}>
          Apply Filters
        </Button>
      </Group>
    </Stack>
  );
}

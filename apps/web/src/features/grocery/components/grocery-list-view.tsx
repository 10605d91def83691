import {
  Alert,
  Anchor,
  Button,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { GROCERY_MESSAGES, type GroceryLine, type GroceryList } from '@simmer/domain/grocery';
import { toIsoDay, type DateRange } from '@simmer/domain/meal-plans';
import {
  IconAlertCircle,
  IconCalendar,
  IconChevronDown,
  IconCopy,
  IconDownload,
  IconPrinter,
  IconShare,
  IconShoppingCart,
  IconSparkles,
} from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenedOnce } from '@/hooks/use-lazy-part';
import { createDateFormat, useDateFormat, type DateFormat } from '@/lib/format-date';
import { useGroceryList } from '../api/grocery';
import {
  canShareText,
  checkExportable,
  copyGroceryList,
  downloadGroceryList,
  shareGroceryList,
} from '../export-grocery-list';
import { groupLinesByCategory } from '../grocery-lines';
import { defaultGroceryRange, formatGroceryDay, formatGroceryRange } from '../grocery-range';
import { useGroceryActions } from '../hooks/use-grocery-actions';
import { useGroceryView, type GroceryView } from '../hooks/use-grocery-view';
import { GroceryAddItem } from './grocery-add-item';
import { GroceryCategoryGroups } from './grocery-category-groups';
import { GroceryLines } from './grocery-line-item';
import { GroceryPrintSheet } from './grocery-print-sheet';
import classes from './grocery.module.css';
import { GroceryRangeDialog } from './grocery-range-dialog';

export interface GroceryListViewProps {
  /** Whether the user holds grocerylist.enhanced: categories, collapsing and reordering. */
  canUseEnhanced: boolean;
  /** Called when a link leaves the list (the side panel closes itself). */
  onNavigate?: () => void;
  /** The days shown, when the caller keeps them (the page keeps them in its address). */
  range?: DateRange;
  onRangeChange?: (range: DateRange) => void;
}

const NO_LINES: never[] = [];

/** Each dated line's day as the user reads it, worked out once per day rather than per line. */
function dayTextsOf(lines: readonly GroceryLine[], dates: DateFormat): Map<string, string> {
  const texts = new Map<string, string>();
  for (const line of lines) {
    if (line.date && !texts.has(line.date))
      texts.set(line.date, formatGroceryDay(line.date, dates));
  }
  return texts;
}

const VIEW_OPTIONS: { label: string; value: GroceryView }[] = [
  { label: 'Basic', value: 'basic' },
  { label: 'Enhanced', value: 'enhanced' },
];

const LoadingLines = memo(function LoadingLines() {
  return (
    <div className={classes.loading} role="status" aria-label="Loading shopping list">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={classes.loadingLine}>
          <Skeleton height={22} width={22} radius="sm" />
          <Skeleton height={14} width={`${55 + ((index * 13) % 35)}%`} />
        </div>
      ))}
    </div>
  );
});

function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
      <Text size="sm">{GROCERY_MESSAGES.loadFailed}</Text>
      <Button mt="sm" variant="light" color="red" onClick={onRetry} loading={isRetrying}>
        Try Again
      </Button>
    </Alert>
  );
}

function EmptyList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconShoppingCart size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {GROCERY_MESSAGES.empty}
        </Title>
        <Text c="dimmed" maw={380}>
          Plan meals for these days and their ingredients appear here, or add an item above.
        </Text>
        <Button
          component={Link}
          to={paths.mealPlanner}
          variant="light"
          mt="xs"
          onClick={onNavigate}
        >
          Plan meals
        </Button>
      </Stack>
    </Paper>
  );
}

const UpgradeBanner = memo(function UpgradeBanner({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Alert color="grape" variant="light" icon={<IconSparkles size={18} aria-hidden />}>
      <Anchor component={Link} to={paths.pro} onClick={onNavigate} fw={600} c="grape">
        {GROCERY_MESSAGES.upgrade}
      </Anchor>
    </Alert>
  );
});

const ViewChoice = memo(function ViewChoice({
  view,
  onChange,
}: {
  view: GroceryView;
  onChange: (view: GroceryView) => void;
}) {
  return (
    <SegmentedControl aria-label="List view" data={VIEW_OPTIONS} value={view} onChange={onChange} />
  );
});

/**
 * Export (spec 2 §2, §4): the device's share sheet where there is one, the clipboard, a printed
 * page and a plain-text file.
 */
const ExportMenu = memo(function ExportMenu({
  list,
  onPrint,
}: {
  list: GroceryList | undefined;
  onPrint: () => void;
}) {
  return (
    <Menu position="bottom-end" shadow="md" width={230}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconShare size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          disabled={!list}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {canShareText() && (
          <Menu.Item
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void shareGroceryList(list)}
          >
            Share…
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => void copyGroceryList(list)}
        >
          Copy to clipboard
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => checkExportable(list) && onPrint()}
        >
          Print
        </Menu.Item>
        <Menu.Item
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadGroceryList(list)}
        >
          Download as text
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});

/**
 * The shopping list of a range of planned days (spec 2 §2): the add-item box, the date range,
 * the basic or enhanced view, ticking and removing, and export. Used by the page and the panel.
 */
export function GroceryListView({
  canUseEnhanced,
  onNavigate,
  range: givenRange,
  onRangeChange,
}: GroceryListViewProps) {
  const [ownRange, setOwnRange] = useState<DateRange>(() => defaultGroceryRange(new Date()));
  const range = givenRange ?? ownRange;
  const setRange = onRangeChange ?? setOwnRange;
  const [isRangeOpen, setIsRangeOpen] = useState(false);
  // Mounted from its first opening on: a closed dialog is not drawn with the list.
  const hasRangeOpened = useOpenedOnce(isRangeOpen);
  const [isPrinting, setIsPrinting] = useState(false);
  const startPrinting = useCallback(() => setIsPrinting(true), []);
  const stopPrinting = useCallback(() => setIsPrinting(false), []);
  const closeRange = useCallback(() => setIsRangeOpen(false), []);
  const applyRange = useCallback(
    (next: DateRange) => {
      setRange(next);
      setIsRangeOpen(false);
    },
    [setRange],
  );
  const [view, setView] = useGroceryView(canUseEnhanced);
  const list = useGroceryList(range);
  const actions = useGroceryActions(range);
  const dates = useDateFormat();

  // The list's first arrival is drawn in a background render that yields to the browser between
  // components (a phone stays responsive); later changes, such as a tick, show at once.
  const firstData = useDeferredValue(list.data);
  const data = firstData === undefined ? undefined : list.data;
  const lines = data?.lines ?? NO_LINES;
  const categoryOrder = data?.categoryOrder ?? NO_LINES;
  const checkedCount = lines.filter((line) => line.checked).length;
  const rangeText = formatGroceryRange(range, toIsoDay(new Date()), dates);
  // A line's day depends on the language alone: the clock and week settings loading later must
  // not redraw every line.
  const dayFormat = useMemo(() => createDateFormat({ locale: dates.locale }), [dates.locale]);
  const dayTexts = useMemo(() => dayTextsOf(lines, dayFormat), [lines, dayFormat]);
  const groups = useMemo(
    () => (view === 'enhanced' ? groupLinesByCategory(lines, categoryOrder) : []),
    [view, lines, categoryOrder],
  );
  const { toggle: toggleLines, remove: removeLines } = actions;
  const toggle = useCallback(
    (lineId: string, checked: boolean) => toggleLines([lineId], checked),
    [toggleLines],
  );
  const remove = useCallback((lineId: string) => removeLines([lineId]), [removeLines]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          leftSection={<IconCalendar size={18} aria-hidden />}
          onClick={() => setIsRangeOpen(true)}
          aria-label={`${rangeText}, change dates`}
        >
          {rangeText}
        </Button>
        <ExportMenu list={list.data} onPrint={startPrinting} />
      </Group>

      <GroceryAddItem onAdd={actions.add} />

      {canUseEnhanced ? (
        <ViewChoice view={view} onChange={setView} />
      ) : (
        <UpgradeBanner onNavigate={onNavigate} />
      )}

      {!data && !list.isError ? (
        <LoadingLines />
      ) : list.isError || !data ? (
        <LoadError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : lines.length === 0 ? (
        <EmptyList onNavigate={onNavigate} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {checkedCount} of {lines.length} items checked
          </Text>
          {view === 'enhanced' ? (
            <GroceryCategoryGroups
              groups={groups}
              dayTexts={dayTexts}
              categoryOrder={categoryOrder}
              onReorder={actions.reorder}
              onToggle={toggle}
              onRemove={remove}
            />
          ) : (
            <GroceryLines
              lines={lines}
              dayTexts={dayTexts}
              label="Shopping list"
              onToggle={toggle}
              onRemove={remove}
            />
          )}
        </Stack>
      )}

      {isPrinting && list.data && (
        <GroceryPrintSheet list={list.data} rangeText={rangeText} onDone={stopPrinting} />
      )}

      {hasRangeOpened && (
        <GroceryRangeDialog
          opened={isRangeOpen}
          range={range}
          onClose={closeRange}
          onApply={applyRange}
        />
      )}
    </Stack>
  );
}

import { ActionIcon, Checkbox, Stack, Text } from '@mantine/core';
import type { GroceryLine } from '@simmer/domain/grocery';
import { IconTrash } from '@tabler/icons-react';
import { useDateFormat } from '@/lib/format-date';
import { isPendingLine } from '../grocery-cache';
import { lineAmount, lineSourceTexts } from '../grocery-lines';
import { formatGroceryDay } from '../grocery-range';
import classes from './grocery.module.css';

interface GroceryLineItemProps {
  line: GroceryLine;
  onToggle: (line: GroceryLine, checked: boolean) => void;
  onRemove: (line: GroceryLine) => void;
}

/** One shopping line: tick it, see what it is for, remove it. */
export function GroceryLineItem({ line, onToggle, onRemove }: GroceryLineItemProps) {
  const amount = lineAmount(line);
  const sources = lineSourceTexts(line);
  const dates = useDateFormat();
  // A typed item has no id on the server until it answers; it can be ticked once it has one.
  const isPending = isPendingLine(line);
  const className = [
    classes.line,
    line.checked ? classes.lineChecked : '',
    isPending ? classes.linePending : '',
  ]
    .filter(Boolean)
    .join(' ');

  const description =
    line.date || sources.length > 0 ? (
      <Stack gap={0} component="span">
        {line.date && (
          <Text component="span" size="xs" c="dimmed">
            {formatGroceryDay(line.date, dates)}
          </Text>
        )}
        {sources.map((source) => (
          <Text key={source} component="span" size="xs" c="dimmed">
            {source}
          </Text>
        ))}
      </Stack>
    ) : undefined;

  return (
    <li className={className} data-testid="grocery-line" aria-busy={isPending || undefined}>
      <Checkbox
        className={classes.lineBody}
        size="md"
        checked={line.checked}
        disabled={isPending}
        onChange={(event) => onToggle(line, event.currentTarget.checked)}
        label={
          <span className={classes.lineLabel}>
            {amount && <span className={classes.amount}>{amount}</span>}
            {amount && ' '}
            {line.name}
          </span>
        }
        description={description}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        aria-label={`Remove ${line.name}`}
        disabled={isPending}
        onClick={() => onRemove(line)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </li>
  );
}

interface GroceryLinesProps {
  lines: readonly GroceryLine[];
  onToggle: (line: GroceryLine, checked: boolean) => void;
  onRemove: (line: GroceryLine) => void;
  label?: string;
}

export function GroceryLines({ lines, onToggle, onRemove, label }: GroceryLinesProps) {
  return (
    <ul className={classes.lines} aria-label={label}>
      {lines.map((line) => (
        <GroceryLineItem key={line.id} line={line} onToggle={onToggle} onRemove={onRemove} />
      ))}
    </ul>
  );
}

import { ActionIcon, Checkbox, Input, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { GroceryLine } from '@simmer/domain/grocery';
import { IconTrash } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { isPendingLine } from '../grocery-cache';
import { lineAmount, lineSourceTexts } from '../grocery-lines';
import classes from './grocery.module.css';

export interface LineHandlers {
  /** Ticks or unticks the line with this id. */
  onToggle: (lineId: string, checked: boolean) => void;
  /** Removes the line with this id. */
  onRemove: (lineId: string) => void;
}

interface GroceryLineItemProps extends LineHandlers {
  line: GroceryLine;
  /** The line's day as the user reads it ("Mon, Nov 23"), when it has one. */
  dayText: string | undefined;
}

/** The classes Mantine gives a focusable control for the theme's focus ring setting. */
const FOCUS_CLASS_NAMES = {
  always: 'mantine-focus-always',
  auto: 'mantine-focus-auto',
  never: 'mantine-focus-never',
} as const;

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The check mark Mantine's Checkbox draws; one element shared by every line. */
const CHECK_MARK = (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className={Checkbox.classes.icon}
  >
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/**
 * One shopping line: tick it, see what it is for, remove it.
 *
 * A list holds dozens of lines, so a line is plain elements wearing Mantine's own Checkbox and
 * ActionIcon classes (the same look, focus ring and names) instead of those components: each of
 * them is some thirty React components, and the Checkbox renders twice on mount for its id.
 */
export const GroceryLineItem = memo(function GroceryLineItem({
  line,
  dayText,
  onToggle,
  onRemove,
}: GroceryLineItemProps) {
  const theme = useMantineTheme();
  const focusClassName = theme.focusClassName || FOCUS_CLASS_NAMES[theme.focusRing];
  const { activeClassName } = theme;
  const id = useId();
  const amount = lineAmount(line);
  const sources = lineSourceTexts(line);
  // A typed item has no id on the server until it answers; it can be ticked once it has one.
  const isPending = isPendingLine(line);
  const hasDescription = Boolean(dayText) || sources.length > 0;
  const descriptionId = `${id}-description`;

  return (
    <li
      className={join(
        classes.line,
        line.checked && classes.lineChecked,
        isPending && classes.linePending,
      )}
      data-testid="grocery-line"
      aria-busy={isPending || undefined}
    >
      <div
        className={join(classes.lineBody, classes.checkbox, Checkbox.classes.root)}
        data-checked={line.checked || undefined}
        data-label-position="right"
      >
        <div className={Checkbox.classes.body}>
          <div className={Checkbox.classes.inner} data-label-position="right">
            <input
              id={id}
              type="checkbox"
              className={join(focusClassName, Checkbox.classes.input)}
              data-with-error-styles="true"
              checked={line.checked}
              disabled={isPending}
              aria-describedby={hasDescription ? descriptionId : undefined}
              onChange={(event) => onToggle(line.id, event.currentTarget.checked)}
            />
            {CHECK_MARK}
          </div>
          <div className={Checkbox.classes.labelWrapper} data-disabled={isPending || undefined}>
            <label
              className={Checkbox.classes.label}
              htmlFor={id}
              data-disabled={isPending || undefined}
            >
              <span className={classes.lineLabel}>
                {amount && <span className={classes.amount}>{amount}</span>}
                {amount && ' '}
                {line.name}
              </span>
            </label>
            {hasDescription && (
              <p
                id={descriptionId}
                className={join(
                  Checkbox.classes.description,
                  Input.classes.description,
                  classes.description,
                )}
              >
                {dayText && <span className={classes.detail}>{dayText}</span>}
                {sources.map((source) => (
                  <span key={source} className={classes.detail}>
                    {source}
                  </span>
                ))}
              </p>
            )}
          </div>
        </div>
      </div>
      <button
        type="button"
        className={join(
          focusClassName,
          activeClassName,
          ActionIcon.classes.root,
          UnstyledButton.classes.root,
          classes.removeButton,
        )}
        data-variant="subtle"
        data-disabled={isPending || undefined}
        disabled={isPending}
        aria-label={`Remove ${line.name}`}
        onClick={() => onRemove(line.id)}
      >
        <span className={ActionIcon.classes.icon}>
          <IconTrash size={18} aria-hidden />
        </span>
      </button>
    </li>
  );
});

interface GroceryLinesProps extends LineHandlers {
  lines: readonly GroceryLine[];
  /** Each dated line's day as the user reads it, by date. */
  dayTexts: ReadonlyMap<string, string>;
  label?: string;
}

export const GroceryLines = memo(function GroceryLines({
  lines,
  dayTexts,
  onToggle,
  onRemove,
  label,
}: GroceryLinesProps) {
  return (
    <ul className={classes.lines} aria-label={label}>
      {lines.map((line) => (
        <GroceryLineItem
          key={line.id}
          line={line}
          dayText={line.date ? dayTexts.get(line.date) : undefined}
          onToggle={onToggle}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
});

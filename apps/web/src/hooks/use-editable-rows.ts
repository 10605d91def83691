import { useRef, useState } from 'react';

/**
 * Add, change and remove for a list of keyed form rows, with focus handled for keyboard users: a
 * new row's first field takes the focus once it is on the page, and removing a row returns the
 * focus to the add button.
 */
export function useEditableRows<Row extends { key: string }>(
  rows: Row[],
  onChange: (rows: Row[]) => void,
  newRow: () => Row,
) {
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const focusOnce = (node: HTMLElement | null) => {
    if (!node) return;
    node.focus();
    setFocusKey(null);
  };
  return {
    addButton,
    /** The ref for the first field of `key`'s row: set only on the row just added. */
    focusRef: (key: string) => (key === focusKey ? focusOnce : undefined),
    update: (key: string, patch: Partial<Row>) =>
      onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    remove: (key: string) => {
      onChange(rows.filter((row) => row.key !== key));
      addButton.current?.focus();
    },
    add: () => {
      const row = newRow();
      onChange([...rows, row]);
      setFocusKey(row.key);
    },
  };
}

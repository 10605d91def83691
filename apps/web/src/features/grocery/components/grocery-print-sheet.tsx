import { groceryLineText, linesToExport, type GroceryList } from '@simmer/domain/grocery';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { groupLinesByCategory } from '../grocery-lines';
import classes from './grocery.module.css';

interface GroceryPrintSheetProps {
  list: GroceryList;
  /** The days the list covers, as the list names them ("Today – Sun, Nov 30"). */
  rangeText: string;
  /** Called once the browser's print dialog has closed. */
  onDone: () => void;
}

/**
 * The printable shopping list: a plain, black-on-white sheet by category with a box to tick by
 * hand, the only thing on the printed page (grocery.module.css hides the app while printing). It
 * opens the print dialog as soon as it is on the page; items ticked over 4 hours ago are left out,
 * as in every export.
 */
export function GroceryPrintSheet({ list, rangeText, onDone }: GroceryPrintSheetProps) {
  const hasPrinted = useRef(false);
  useEffect(() => {
    window.addEventListener('afterprint', onDone);
    if (!hasPrinted.current) {
      hasPrinted.current = true;
      window.print();
    }
    return () => window.removeEventListener('afterprint', onDone);
  }, [onDone]);

  const groups = groupLinesByCategory(linesToExport(list.lines, new Date()), list.categoryOrder);
  return createPortal(
    <div className={classes.printSheet} data-testid="grocery-print-sheet">
      <h1>Shopping List</h1>
      <p>{rangeText}</p>
      {groups.map((group) => (
        <section key={group.category}>
          <h2>{group.category}</h2>
          <ul>
            {group.lines.map((line) => (
              <li key={line.id}>
                <span aria-hidden>{line.checked ? '☑' : '☐'}</span> {groceryLineText(line)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>,
    document.body,
  );
}

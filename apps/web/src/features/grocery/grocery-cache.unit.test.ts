import type { GroceryLine, GroceryList } from '@simmer/domain/grocery';
import { describe, expect, it } from 'vitest';
import {
  isPendingLine,
  patchList,
  pendingLine,
  withCategoryOrder,
  withLineAdded,
  withLineDropped,
  withLineReplaced,
  withLinesChecked,
  withLinesRemoved,
} from './grocery-cache';

const now = new Date('2026-11-23T12:00:00.000Z');

function line(patch: Partial<GroceryLine>): GroceryLine {
  return {
    id: 'a',
    name: 'milk',
    category: 'Dairy and Eggs',
    quantity: 1,
    unit: 'cup',
    extraAmounts: [],
    checked: false,
    checkedAt: null,
    date: '2026-11-23',
    sources: [],
    addedAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

function list(lines: GroceryLine[]): GroceryList {
  return { start: '2026-11-23', end: '2026-11-30', lines, categoryOrder: ['Produce', 'Other'] };
}

describe('pendingLine', () => {
  it('shows a typed item at once under Other with its parsed quantity', () => {
    const pending = pendingLine('  2 lemons ', { key: '1', now });

    expect(pending).toMatchObject({
      name: 'lemons',
      quantity: 2,
      unit: 'unit',
      category: 'Other',
      checked: false,
      date: null,
      sources: [],
    });
    expect(isPendingLine(pending!)).toBe(true);
  });

  it('ignores blank text', () => {
    expect(pendingLine('   ', { key: '1', now })).toBeNull();
  });
});

describe('withLineReplaced', () => {
  it("puts the server's line where the pending one was", () => {
    const pending = pendingLine('2 lemons', { key: '1', now })!;
    const saved = line({ id: 'x9', name: 'lemon', category: 'Produce', quantity: 2 });
    const before = withLineAdded(pending)(list([line({ id: 'a' }), line({ id: 'b' })]));

    const after = withLineReplaced(pending.id, saved)(before);

    expect(after.lines.map((item) => item.id)).toEqual(['a', 'b', 'x9']);
    expect(after.lines[2]!.category).toBe('Produce');
  });

  it('adds the line when the pending one is gone (a reload landed first)', () => {
    const saved = line({ id: 'x9' });

    const after = withLineReplaced('pending:1', saved)(list([line({ id: 'a' })]));

    expect(after.lines.map((item) => item.id)).toEqual(['a', 'x9']);
  });

  it('does not show the line twice when a reload already brought it', () => {
    const pending = pendingLine('milk', { key: '1', now })!;
    const saved = line({ id: 'x9' });
    const before = list([saved, pending]);

    const after = withLineReplaced(pending.id, saved)(before);

    expect(after.lines.map((item) => item.id)).toEqual(['x9']);
  });
});

describe('withLineDropped', () => {
  it('takes a failed pending line away', () => {
    expect(withLineDropped('pending:1')(list([line({ id: 'pending:1' })])).lines).toEqual([]);
  });
});

describe('withLinesChecked', () => {
  it('ticks the named lines and stamps when', () => {
    const before = list([line({ id: 'a,b' }), line({ id: 'c' })]);

    const after = withLinesChecked(['a,b'], true, now)(before);

    expect(after.lines[0]).toMatchObject({ checked: true, checkedAt: now.toISOString() });
    expect(after.lines[1]).toMatchObject({ checked: false, checkedAt: null });
  });

  it('unticks and clears the stamp', () => {
    const before = list([line({ id: 'c', checked: true, checkedAt: now.toISOString() })]);

    const after = withLinesChecked(['c'], false, now)(before);

    expect(after.lines[0]).toMatchObject({ checked: false, checkedAt: null });
  });

  it('finds a line merged anew whose items were all named', () => {
    const before = list([line({ id: 'b,a' })]);

    expect(withLinesChecked(['a', 'b'], true, now)(before).lines[0]!.checked).toBe(true);
  });

  it('leaves a line alone when only some of its items were named', () => {
    const before = list([line({ id: 'a,b' })]);

    expect(withLinesChecked(['a'], true, now)(before).lines[0]!.checked).toBe(false);
  });
});

describe('withLinesRemoved', () => {
  it('takes the named lines out', () => {
    const before = list([line({ id: 'a,b' }), line({ id: 'c' })]);

    expect(withLinesRemoved(['a,b'])(before).lines.map((item) => item.id)).toEqual(['c']);
  });
});

describe('withCategoryOrder', () => {
  it('replaces the order', () => {
    expect(withCategoryOrder(['Other', 'Produce'])(list([])).categoryOrder).toEqual([
      'Other',
      'Produce',
    ]);
  });
});

describe('patchList', () => {
  it('leaves a missing cache entry missing', () => {
    expect(patchList(withLinesRemoved(['a']))(undefined)).toBeUndefined();
  });
});

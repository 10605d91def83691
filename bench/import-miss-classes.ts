// The miss classes of issue 21, counted over the scorer's per-field misses by heuristics. Each
// wrong field of a page goes to the first class that matches, in this order:
//   1 nothing-returned  the prediction has no title, ingredients or steps at all;
//   5 filled-unstated   the page states nothing (expected empty) and the prediction says something;
//   4 implausible       a time 3× or more off, a yield over 50 or 3× off, a URL as cuisine or author;
//   2 step-names        extra instruction lines, every one of them short (≤ 4 words, no full stop),
//                       and no expected line missing;
//   6 wording           the same words and numbers once punctuation, brackets, spaces and a ".0"
//                       after a number are ignored (lists: line for line);
//   3 list-bounds       ingredients or instructions with lines added, missing, merged, split or
//                       numbered ("extra" / "merged" / "split" / "numbered" / "wrong-block" when
//                       fewer than half the lines match);
//   other               anything else (a different image, description, wording of a line…).
// A page counts once per class it has a miss in.

export type MissClass =
  | 'nothing-returned'
  | 'step-names'
  | 'list-bounds'
  | 'implausible'
  | 'filled-unstated'
  | 'wording'
  | 'other';

export const MISS_CLASSES: MissClass[] = [
  'nothing-returned',
  'step-names',
  'list-bounds',
  'implausible',
  'filled-unstated',
  'wording',
  'other',
];

type Value = string | number | string[] | null;
export interface CaseDetails {
  case: string;
  wrong: Record<string, { exp: Value; pred: Value }>;
}
export interface ClassCounts {
  pages: Record<MissClass, number>;
  fields: Record<MissClass, number>;
  listKinds: Record<string, number>;
}

const isEmpty = (value: Value) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d)\.0+(?!\d)/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, '');

const multisetMinus = (a: string[], b: string[]) => {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    return count === 0;
  });
};

const isShortName = (line: string) => line.split(/\s+/).length <= 4 && !/[.!]$/.test(line);

function listKind(exp: string[], pred: string[]): string | null {
  const extra = multisetMinus(pred, exp);
  const missing = multisetMinus(exp, pred);
  if (
    pred.some((line) => /^\d{1,2}[.)]\s/.test(line)) &&
    !exp.some((l) => /^\d{1,2}[.)]\s/.test(l))
  )
    return 'numbered';
  const matched = pred.length - extra.length;
  if (matched * 2 < exp.length) return 'wrong-block';
  if (extra.length && !missing.length) return 'extra';
  if (missing.length && !extra.length) return 'missing';
  if (pred.length < exp.length) return 'merged';
  if (pred.length > exp.length) return 'split';
  return null;
}

function classify(
  field: string,
  exp: Value,
  pred: Value,
  nothing: boolean,
): { kind: MissClass; listKind?: string } {
  if (nothing) return { kind: 'nothing-returned' };
  if (isEmpty(exp) && !isEmpty(pred)) return { kind: 'filled-unstated' };
  if (/Time$/.test(field) && typeof exp === 'number' && typeof pred === 'number') {
    if (pred >= exp * 3 || pred * 3 <= exp) return { kind: 'implausible' };
  }
  if (field === 'yields' && typeof pred === 'number') {
    if (pred > 50 || (typeof exp === 'number' && (pred >= exp * 3 || pred * 3 <= exp)))
      return { kind: 'implausible' };
  }
  if ((field === 'cuisine' || field === 'author') && /https?:|www\.|\//.test(String(pred))) {
    return { kind: 'implausible' };
  }
  if (Array.isArray(exp) && Array.isArray(pred) && field !== 'cuisine') {
    const extra = multisetMinus(pred, exp);
    const missing = multisetMinus(exp, pred);
    if (field === 'instructions' && extra.length && !missing.length && extra.every(isShortName)) {
      return { kind: 'step-names' };
    }
    if (exp.length === pred.length && exp.every((line, i) => loose(line) === loose(pred[i]!))) {
      return { kind: 'wording' };
    }
    const kind = listKind(exp, pred);
    return kind ? { kind: 'list-bounds', listKind: kind } : { kind: 'other' };
  }
  if (typeof exp === 'string' && typeof pred === 'string' && exp && loose(exp) === loose(pred)) {
    return { kind: 'wording' };
  }
  return { kind: 'other' };
}

/** Counts the miss classes over the scorer's details; `nothing(case)` says whether it returned nothing. */
export function countMissClasses(
  details: CaseDetails[],
  nothing: (id: string) => boolean,
): ClassCounts {
  const zero = () =>
    Object.fromEntries(MISS_CLASSES.map((kind) => [kind, 0])) as ClassCounts['pages'];
  const counts: ClassCounts = { pages: zero(), fields: zero(), listKinds: {} };
  for (const detail of details) {
    const seen = new Set<MissClass>();
    const empty = nothing(detail.case);
    for (const [field, { exp, pred }] of Object.entries(detail.wrong)) {
      const { kind, listKind: sub } = classify(field, exp, pred, empty);
      counts.fields[kind] += 1;
      seen.add(kind);
      if (sub) counts.listKinds[`${field}:${sub}`] = (counts.listKinds[`${field}:${sub}`] ?? 0) + 1;
    }
    for (const kind of seen) counts.pages[kind] += 1;
  }
  return counts;
}

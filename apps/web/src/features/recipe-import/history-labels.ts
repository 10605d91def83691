import type { ImportRecord, ImportSource, ImportStatus } from '@simmer/domain/import';
import type { DateFormat } from '@/lib/format-date';

export const SOURCE_LABELS: Record<ImportSource, string> = {
  url: 'Web page',
  text: 'Pasted text',
  image: 'Photo',
  file: 'Recipe file',
};

export const STATUS_LABELS: Record<ImportStatus, { label: string; color: string }> = {
  running: { label: 'Importing…', color: 'gray' },
  succeeded: { label: 'Not saved', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
  saved: { label: 'Saved', color: 'green' },
};

/** Where an import came from, as the user would recognise it: the address, or the text's start. */
export function importOrigin(record: ImportRecord): string {
  if (record.source === 'url' && record.url) return record.url;
  const excerpt = record.excerpt.replace(/\s+/g, ' ').trim();
  return excerpt || SOURCE_LABELS[record.source];
}

/** A history line's heading and the line under it: the recipe's name when one was read. */
export function importHeading(record: ImportRecord): { title: string; subtitle: string | null } {
  const origin = importOrigin(record);
  if (record.recipeName) return { title: record.recipeName, subtitle: origin };
  return { title: origin, subtitle: null };
}

function sameDay(a: Date, b: Date) {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * When the import ran, on the user's clock: 'Today, 14:05' or 'Today, 2:05 PM', 'Yesterday,
 * 09:12', else the date ('Mar 3, 2026').
 */
export function importDateLabel(createdAt: string, now: Date, dates: DateFormat): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  const time = dates.time(date);
  if (sameDay(date, now)) return `Today, ${time}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return `Yesterday, ${time}`;
  return dates.date(date, 'medium');
}

/** What the user can do with a past import: nothing but remove it while it is being read. */
export function importActions(record: ImportRecord) {
  return {
    canRetry: record.status !== 'saved' && record.status !== 'running' && record.canRetry,
    canOpen: record.status === 'saved' && record.recipeId !== null,
  };
}

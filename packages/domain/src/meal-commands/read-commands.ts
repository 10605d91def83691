import { addDays, startOfWeek, weekdayOf } from '../meal-plans/dates';
import { DEFAULT_MEAL_TYPE } from '../meal-plans/constants';
import type { MealType } from '../recipes/constants';
import type { MealCommand } from './schemas';
import {
  CORRECTABLE,
  DAYPART_HINTS,
  LEADING_FILLERS,
  MEAL_WORDS,
  MONTHS,
  NUMBER_WORDS,
  QUESTION_WORDS,
  SLOT_FILLERS,
  VERBS,
  WEEKDAYS,
  type Verb,
} from './words';

export interface ReadMealCommandsOptions {
  /** The user's today (their calendar), YYYY-MM-DD: every relative date counts from it. */
  today: string;
  /** The user's start-of-week setting: "next friday" is the Friday of the next such week. */
  weekStartsOn: 'sunday' | 'monday';
}

export interface ReadMealCommandsResult {
  commands: MealCommand[];
  /** The parts of the message the reader could not turn into commands, as written (lower case). */
  unread: string[];
}

interface Context extends ReadMealCommandsOptions {
  weekStart: string;
}

/** Optimal string alignment distance, stopping early above 1 (only "one typo" is asked). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]! <= 1;
}

const KNOWN = new Set([
  ...CORRECTABLE,
  ...Object.keys(MEAL_WORDS),
  ...Object.keys(WEEKDAYS),
  ...Object.keys(MONTHS),
  ...Object.keys(VERBS),
]);

/** A word of five letters or more one typo away from a command word becomes that word. */
function corrected(word: string): string {
  if (word.length < 5 || KNOWN.has(word) || /\d/.test(word)) return word;
  return CORRECTABLE.find((known) => withinOneEdit(word, known)) ?? word;
}

const ABBREVIATION_DOT =
  /\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\./g;

/** Sentences of the message: split at full stops, semicolons, line breaks and "then". */
function sentencesOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(ABBREVIATION_DOT, '$1')
    .split(/[.;!?]+(?=\s|$)|\n+|\band then\b|\bthen\b|\bafter that\b/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The words of a sentence, commas kept as their own token, possessives and apostrophes dropped. */
function tokensOf(sentence: string): string[] {
  return sentence
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/[,:]/g, ' , ')
    .replace(/&|\+/g, ' and ')
    .split(/\s+/)
    .map((word) => (word === ',' ? word : word.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')))
    .filter(Boolean)
    .map(corrected);
}

const ORDINAL = /^(\d{1,2})(st|nd|rd|th)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayOfMonth(word: string | undefined, needsSuffix = false): number | undefined {
  const match = word ? ORDINAL.exec(word) : null;
  if (!match || (needsSuffix && !match[2])) return undefined;
  const day = Number(match[1]);
  return day >= 1 && day <= 31 ? day : undefined;
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A month and day without a year: this year's, or next year's when it has passed. */
function upcomingMonthDay(month: number, day: number, ctx: Context): string | undefined {
  const year = Number(ctx.today.slice(0, 4));
  const thisYear = isoOf(year, month, day);
  if (thisYear && thisYear >= ctx.today) return thisYear;
  return isoOf(year + 1, month, day) ?? thisYear;
}

/** A day of the month alone ("the 30th"): this month's, or next month's when it has passed. */
function upcomingDayOfMonth(day: number, ctx: Context): string | undefined {
  const year = Number(ctx.today.slice(0, 4));
  const month = Number(ctx.today.slice(5, 7));
  const thisMonth = isoOf(year, month, day);
  if (thisMonth && thisMonth >= ctx.today) return thisMonth;
  return month === 12 ? isoOf(year + 1, 1, day) : isoOf(year, month + 1, day);
}

function upcomingWeekday(weekday: number, ctx: Context): string {
  return addDays(ctx.today, (weekday - weekdayOf(ctx.today) + 7) % 7);
}

function weekdayOfNextWeek(weekday: number, ctx: Context): string {
  return addDays(ctx.weekStart, 7 + ((weekday - weekdayOf(ctx.weekStart) + 7) % 7));
}

function numberOf(word: string | undefined): number | undefined {
  if (!word) return undefined;
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

interface DateMatch {
  dates: string[];
  next: number;
  hint?: MealType;
  /** "this week", "next week" without a day: the week as a whole. */
  isWeek?: boolean;
}

/** A date expression starting at `start`, with what it consumed; undefined when there is none. */
function matchDate(tokens: string[], start: number, ctx: Context): DateMatch | undefined {
  let i = start;
  if (['on', 'for', 'at', 'by', 'from', 'until'].includes(tokens[i] ?? '')) i += 1;
  let modifier: 'this' | 'next' | null = null;
  if (['this', 'coming', 'upcoming'].includes(tokens[i] ?? '')) {
    modifier = 'this';
    i += 1;
  } else if (tokens[i] === 'next') {
    modifier = 'next';
    i += 1;
  }
  if (tokens[i] === 'the') i += 1;
  const word = tokens[i];
  if (word === undefined) return undefined;

  const hintAfter = (at: number): { hint?: MealType; next: number } => {
    const part = tokens[at];
    return part && DAYPART_HINTS[part] && part !== 'tonight'
      ? { hint: DAYPART_HINTS[part], next: at + 1 }
      : { next: at };
  };
  const single = (date: string | undefined, at: number, hint?: MealType): DateMatch | undefined => {
    if (!date) return undefined;
    const after = hintAfter(at);
    return { dates: [date], next: after.next, hint: hint ?? after.hint };
  };

  if (word === 'today') return single(ctx.today, i + 1);
  if (word === 'tonight') return single(ctx.today, i + 1, 'dinner');
  if (word === 'yesterday') return single(addDays(ctx.today, -1), i + 1);
  if (word === 'tomorrow') return single(addDays(ctx.today, 1), i + 1);
  if (word === 'day' && tokens[i + 1] === 'after' && tokens[i + 2] === 'tomorrow') {
    return single(addDays(ctx.today, 2), i + 3);
  }
  if (modifier === 'this' && DAYPART_HINTS[word]) {
    return { dates: [ctx.today], next: i + 1, hint: DAYPART_HINTS[word] };
  }
  if (word === 'in' && modifier === null) {
    const count = numberOf(tokens[i + 1]);
    const unit = tokens[i + 2];
    if (count !== undefined && count <= 366 && unit) {
      if (unit === 'day' || unit === 'days') return single(addDays(ctx.today, count), i + 3);
      if (unit === 'week' || unit === 'weeks') return single(addDays(ctx.today, 7 * count), i + 3);
    }
    return undefined;
  }
  if ((word === 'every' || word === 'each') && tokens[i + 1] === 'day') {
    let from = ctx.today;
    let next = i + 2;
    if (tokens[next] === 'this' && tokens[next + 1] === 'week') next += 2;
    else if (tokens[next] === 'next' && tokens[next + 1] === 'week') {
      from = addDays(ctx.weekStart, 7);
      next += 2;
    }
    const end = addDays(from === ctx.today ? ctx.weekStart : from, 6);
    const dates: string[] = [];
    for (let day = from; day <= end; day = addDays(day, 1)) dates.push(day);
    return { dates, next };
  }
  if (word === 'weekend') {
    const saturday = modifier === 'next' ? weekdayOfNextWeek(6, ctx) : upcomingWeekday(6, ctx);
    const sunday = weekdayOf(ctx.today) === 0 && modifier !== 'next' ? ctx.today : null;
    const dates = sunday ? [sunday] : [saturday, addDays(saturday, 1)];
    return { dates, next: i + 1 };
  }
  if (word === 'week' && modifier !== null) {
    // "next week on wednesday" / "next week wednesday": that day of the next week.
    let at = i + 1;
    if (tokens[at] === 'on') at += 1;
    const weekday = WEEKDAYS[tokens[at] ?? ''];
    if (weekday !== undefined) {
      const date =
        modifier === 'next' ? weekdayOfNextWeek(weekday, ctx) : upcomingWeekday(weekday, ctx);
      return single(date, at + 1);
    }
    return { dates: [], next: i + 1, isWeek: true };
  }
  const weekday = WEEKDAYS[word];
  if (weekday !== undefined) {
    let at = i + 1;
    // "sunday 29th", "sunday the 29th": the day of the month decides.
    const dayAt = tokens[at] === 'the' ? at + 1 : at;
    const day = dayOfMonth(tokens[dayAt], tokens[at] !== 'the');
    if (day !== undefined) return single(upcomingDayOfMonth(day, ctx), dayAt + 1);
    let nextWeek = modifier === 'next';
    if (tokens[at] === 'next' && tokens[at + 1] === 'week') {
      nextWeek = true;
      at += 2;
    }
    return single(nextWeek ? weekdayOfNextWeek(weekday, ctx) : upcomingWeekday(weekday, ctx), at);
  }
  const iso = ISO.exec(word);
  if (iso) return single(isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])), i + 1);
  const yearAt = (at: number) => {
    const year = tokens[at] && /^\d{4}$/.test(tokens[at]) ? Number(tokens[at]) : undefined;
    return year;
  };
  const month = MONTHS[word];
  if (month !== undefined && !(word === 'may' && dayOfMonth(tokens[i + 1]) === undefined)) {
    const dayAt = tokens[i + 1] === 'the' ? i + 2 : i + 1;
    const day = dayOfMonth(tokens[dayAt]);
    if (day === undefined) return undefined;
    const year = yearAt(dayAt + 1);
    const date = year ? isoOf(year, month, day) : upcomingMonthDay(month, day, ctx);
    return single(date, dayAt + (year ? 2 : 1));
  }
  const day = dayOfMonth(word);
  if (day !== undefined) {
    const monthAt = tokens[i + 1] === 'of' ? i + 2 : i + 1;
    const namedMonth = MONTHS[tokens[monthAt] ?? ''];
    if (namedMonth !== undefined) {
      const year = yearAt(monthAt + 1);
      const date = year ? isoOf(year, namedMonth, day) : upcomingMonthDay(namedMonth, day, ctx);
      return single(date, monthAt + (year ? 2 : 1));
    }
    // A bare number is a day of the month only as "the 30th" or "30th" (not "for 2").
    if (tokens[i - 1] === 'the' || dayOfMonth(word, true) !== undefined) {
      return single(upcomingDayOfMonth(day, ctx), i + 1);
    }
  }
  return undefined;
}

const PEOPLE = new Set([
  'people',
  'persons',
  'servings',
  'serving',
  'guests',
  'adults',
  'portions',
]);

/** "for 4 people", "for 2", "serves 6", "4 servings": the number and what it consumed. */
function matchServings(
  tokens: string[],
  i: number,
): { servings: number; next: number } | undefined {
  const word = tokens[i];
  if (word === 'for' || word === 'serves' || word === 'serving') {
    const count = numberOf(tokens[i + 1]);
    if (count === undefined || count < 1 || count > 12 || tokens[i + 1] === 'a') return undefined;
    const unit = tokens[i + 2];
    if (unit && PEOPLE.has(unit)) return { servings: count, next: i + 3 };
    if (unit === 'of' && tokens[i + 3] === 'us') return { servings: count, next: i + 4 };
    // "for 2" alone: only at the end or before another slot (not "for 2 days").
    if (unit === undefined || unit === ',' || MEAL_WORDS[unit] || startsSlot(tokens, i + 2)) {
      return { servings: count, next: i + 2 };
    }
    return undefined;
  }
  const count = numberOf(word);
  if (count !== undefined && word !== 'a' && word !== 'an' && PEOPLE.has(tokens[i + 1] ?? '')) {
    return count >= 1 && count <= 12 ? { servings: count, next: i + 2 } : undefined;
  }
  return undefined;
}

const anyContext: Context = {
  today: '2026-01-01',
  weekStartsOn: 'sunday',
  weekStart: '2025-12-28',
};

/** Whether a date, a meal type or a day part starts at `i` (the end of a recipe name). */
function startsSlot(tokens: string[], i: number): boolean {
  const word = tokens[i];
  if (word === undefined) return false;
  if (MEAL_WORDS[word] || DAYPART_HINTS[word]) return true;
  if ((word === 'for' || word === 'on' || word === 'at') && MEAL_WORDS[tokens[i + 1] ?? '']) {
    return true;
  }
  return matchDate(tokens, i, anyContext) !== undefined;
}

interface Slots {
  dates: string[] | null;
  mealType: MealType | null;
  hint: MealType | null;
  servings: number | null;
  /** Words after "with", up to the next slot. */
  withRecipe: string[];
  /** Every other word, in order. */
  rest: string[];
  sawWeek: boolean;
}

function readSlots(tokens: string[], ctx: Context): Slots {
  const slots: Slots = {
    dates: null,
    mealType: null,
    hint: null,
    servings: null,
    withRecipe: [],
    rest: [],
    sawWeek: false,
  };
  let i = 0;
  while (i < tokens.length) {
    const word = tokens[i]!;
    if (word === 'with') {
      i += 1;
      while (i < tokens.length && !startsSlot(tokens, i) && !matchServings(tokens, i)) {
        slots.withRecipe.push(tokens[i]!);
        i += 1;
      }
      continue;
    }
    const date = matchDate(tokens, i, ctx);
    if (date) {
      if (date.isWeek) slots.sawWeek = true;
      else if (slots.dates === null) slots.dates = date.dates;
      else slots.dates = [...slots.dates, ...date.dates];
      if (date.hint) slots.hint ??= date.hint;
      i = date.next;
      continue;
    }
    const servings = matchServings(tokens, i);
    if (servings) {
      slots.servings = servings.servings;
      i = servings.next;
      continue;
    }
    if (MEAL_WORDS[word]) {
      slots.mealType ??= MEAL_WORDS[word];
      i += 1;
      continue;
    }
    if (DAYPART_HINTS[word]) {
      slots.hint ??= DAYPART_HINTS[word];
      i += 1;
      continue;
    }
    if (word === 'week') slots.sawWeek = true;
    slots.rest.push(word);
    i += 1;
  }
  return slots;
}

/** The words that name something, without fillers at either end ("a chicken sandwich"). */
function trimFillers(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && (SLOT_FILLERS.has(words[start]!) || words[start] === ',')) start += 1;
  while (end > start && (SLOT_FILLERS.has(words[end - 1]!) || words[end - 1] === ',')) end -= 1;
  return words.slice(start, end);
}

const meaningful = (words: string[]) =>
  words.filter((word) => word !== ',' && !SLOT_FILLERS.has(word));

/** Splits a sentence's tokens into clauses at "and" / commas that start another command. */
function clausesOf(tokens: string[], ctx: Context): string[][] {
  const clauses: string[][] = [[]];
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i]!;
    if (word === ',' || word === 'and' || word === 'plus') {
      let next = i + 1;
      while (
        ['and', 'then', 'also', ',', 'on', 'for', 'the', 'a', 'an'].includes(tokens[next] ?? '')
      ) {
        next += 1;
      }
      const following = tokens[next];
      const startsCommand =
        following !== undefined &&
        (VERBS[following] !== undefined ||
          MEAL_WORDS[following] !== undefined ||
          matchDate(tokens, next, ctx) !== undefined);
      if (startsCommand && clauses.at(-1)!.length > 0) {
        clauses.push([]);
        continue;
      }
      if (word === ',') continue;
    }
    clauses.at(-1)!.push(word);
  }
  return clauses.filter((clause) => clause.length > 0);
}

interface ReadClause {
  text: string;
  verb: Verb | null;
  isQuestion: boolean;
  slots: Slots;
  /** For a move: what to move, and where. */
  move?: { from: Slots; to: Slots };
}

function verbOf(tokens: string[]): { verb: Verb | null; rest: string[]; isQuestion: boolean } {
  let i = 0;
  if (QUESTION_WORDS.has(tokens[0] ?? '')) return { verb: null, rest: tokens, isQuestion: true };
  while (i < tokens.length && LEADING_FILLERS.has(tokens[i]!) && !VERBS[tokens[i]!]) i += 1;
  let verb = VERBS[tokens[i] ?? ''] ?? null;
  if (!verb) return { verb: null, rest: tokens.slice(i), isQuestion: false };
  i += 1;
  // "want to add", "like to move": the second verb says what to do.
  if (tokens[i] === 'to' && VERBS[tokens[i + 1] ?? '']) {
    verb = VERBS[tokens[i + 1]!]!;
    i += 2;
  }
  return { verb, rest: tokens.slice(i), isQuestion: false };
}

function readClause(tokens: string[], ctx: Context): ReadClause {
  const text = tokens.filter((word) => word !== ',').join(' ');
  const { verb, rest, isQuestion } = verbOf(tokens);
  if (verb === 'move') {
    // The last "to" after which a date or a meal type follows separates what from where.
    for (let k = rest.length - 1; k >= 0; k -= 1) {
      if (!['to', 'into', 'onto', 'until', 'till'].includes(rest[k]!)) continue;
      const to = readSlots(rest.slice(k + 1), ctx);
      if ((to.dates || to.mealType) && meaningful(to.rest).length === 0) {
        const from = readSlots(rest.slice(0, k), ctx);
        return { text, verb, isQuestion, slots: from, move: { from, to } };
      }
    }
  }
  return { text, verb, isQuestion, slots: readSlots(rest, ctx) };
}

const recipeOf = (words: string[]) => {
  const name = trimFillers(words).join(' ').trim();
  return name ? name.slice(0, 200) : null;
};

/**
 * Reads a Smart Meal Planning message into meal commands without AI: add or plan a meal type on a
 * day (with a recipe to look up), "plan my week", clear a day, move a meal, several in one
 * message ("add breakfast tomorrow and dinner on friday with lasagne"). Deterministic for a given
 * today and start of week; the parts it cannot read come back in `unread`.
 */
export function readMealCommands(
  text: string,
  options: ReadMealCommandsOptions,
): ReadMealCommandsResult {
  const ctx: Context = { ...options, weekStart: startOfWeek(options.today, options.weekStartsOn) };
  const commands: MealCommand[] = [];
  const unread: string[] = [];

  for (const sentence of sentencesOf(text)) {
    const clauses = clausesOf(tokensOf(sentence), ctx).map((tokens) => readClause(tokens, ctx));
    let previous = null as ReadClause | null;
    let previousDates: string[] | null = null;
    for (const [index, clause] of clauses.entries()) {
      const inherited: ReadClause | null = !clause.verb && previous?.verb ? previous : null;
      const verb: Verb | null = clause.verb ?? inherited?.verb ?? null;
      const slots = clause.slots;
      // A clause without a day takes the day of the next clause that names one, else the last.
      const laterDates = clauses
        .slice(index + 1)
        .find((later) => later.slots.dates !== null && !later.verb)?.slots.dates;
      const dates: string[] | null =
        slots.dates ?? (inherited || verb ? (laterDates ?? previousDates) : null);
      const onlyADay =
        inherited !== null &&
        !slots.mealType &&
        slots.withRecipe.length === 0 &&
        meaningful(slots.rest).length === 0;
      const mealType: MealType | null =
        slots.mealType ?? (inherited ? inherited.slots.mealType : null) ?? slots.hint ?? null;
      const read = (): MealCommand[] | null => {
        if (clause.isQuestion) return null;
        if ((verb === 'plan' || verb === 'add') && slots.sawWeek && !slots.dates) {
          return [{ action: 'planWeek' }];
        }
        if (verb === 'move') {
          if (!clause.move) return null;
          const { from, to } = clause.move;
          const recipe = recipeOf([...from.withRecipe, ...from.rest]);
          const fromDate = from.dates?.[0] ?? null;
          const toDate = to.dates?.[0] ?? fromDate;
          if (!toDate || (!from.mealType && !recipe && !fromDate)) return null;
          return [
            {
              action: 'move',
              from: { date: fromDate, mealType: from.mealType ?? from.hint, recipe },
              to: { date: toDate, mealType: to.mealType },
            },
          ];
        }
        if (verb === 'clear') {
          if (!dates || dates.length === 0) return null;
          if (slots.withRecipe.length > 0 || meaningful(slots.rest).length > 0) return null;
          return dates.map((date) => ({ action: 'clear', date, mealType: slots.mealType }));
        }
        const hasDate = slots.dates !== null || (inherited !== null && dates !== null);
        if (verb === 'add' || verb === 'plan' || (verb === null && slots.mealType && hasDate)) {
          const own = slots.withRecipe.length > 0 ? slots.withRecipe : slots.rest;
          // Words beside a "with …" recipe that are not fillers: not something the reader knows.
          if (slots.withRecipe.length > 0 && meaningful(slots.rest).length > 0) return null;
          const recipe = onlyADay ? inheritedRecipe(inherited) : recipeOf(own);
          if (!mealType && !hasDate && !inherited) return null;
          if (verb === null && !slots.mealType) return null;
          return (dates ?? [ctx.today]).map((date) => ({
            action: 'add',
            date,
            mealType: mealType ?? DEFAULT_MEAL_TYPE,
            recipe,
            servings: slots.servings ?? (onlyADay ? (inherited?.slots.servings ?? null) : null),
          }));
        }
        return null;
      };
      const result = read();
      if (result) {
        commands.push(...result);
        previous = { ...clause, verb, slots: { ...slots, mealType } };
        previousDates = dates;
      } else {
        unread.push(clause.text);
      }
    }
  }
  return { commands, unread };
}

function inheritedRecipe(clause: ReadClause | null): string | null {
  if (!clause) return null;
  const { withRecipe, rest } = clause.slots;
  return recipeOf(withRecipe.length > 0 ? withRecipe : rest);
}

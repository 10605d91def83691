import { spellOutVulgarFractions } from '../ingredients/fraction';
import { NUMBER_WORDS as AMOUNT_WORDS } from '../ingredients/parse-ingredient-line';

/** A time a step's words ask for: the lower end of a range in `seconds`, its upper end if a range. */
export interface StepDuration {
  seconds: number;
  maxSeconds: number | null;
}

/** Longer than this is not a kitchen timer ("refrigerate for 2 days"); estimatedDuration's cap too. */
const MAX_SECONDS = 24 * 3600;

/** The amounts in words recipes use, and the larger round ones times are written with. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...AMOUNT_WORDS,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  'forty five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

const UNIT_SECONDS = { h: 3600, m: 60, s: 1 } as const;
type Unit = keyof typeof UNIT_SECONDS;

const NUM = String.raw`\d+(?:\.\d+)?`;
// Spelled-out units anywhere; the one-letter ones only stuck to their number ("1h30m", "90s"),
// since "5 m" is as likely metres and "s" ends plurals.
const UNIT = String.raw`(?:\s*-?\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b\.?|(h|m|s)(?![a-z]))`;
const RANGE_DASH = String.raw`\s*(?:-|–|—|to|or)\s*`;
const AMOUNT = new RegExp(`(${NUM})(?:${RANGE_DASH}(${NUM}))?${UNIT}`, 'g');

interface Match {
  start: number;
  end: number;
  seconds: number;
  maxSeconds: number | null;
  /** The smallest unit in it, to tell "1 hour 15 minutes" (one time) from "15 minutes 1 hour". */
  smallest: number;
}

const unitOf = (word: string) => word[0] as Unit;

/** The text with every number as digits: fractions, mixed numbers and the usual words. */
function normalise(text: string): string {
  // "1½" → "1 1/2", then the mixed and plain fractions below become decimals.
  let out = spellOutVulgarFractions(text.toLowerCase());
  out = out.replace(
    /\b(\d+)[\s-]+(\d+)\/(\d+)\b/g,
    (_, whole: string, top: string, bottom: string) =>
      String(Number(whole) + Number(top) / Number(bottom)),
  );
  out = out.replace(/\b(\d+)\/(\d+)\b/g, (_, top: string, bottom: string) =>
    String(Number(top) / Number(bottom)),
  );
  out = out.replace(/(\d),(\d)/g, '$1.$2');
  out = out.replace(/\b(?:an?|one) (hour|minute)s? and a half\b/g, '1.5 $1s');
  out = out.replace(
    /\b(\d+(?:\.\d+)?) and a half (hours?|minutes?)\b/g,
    (_, amount: string, unit) => `${Number(amount) + 0.5} ${unit as string}`,
  );
  out = out.replace(/\bhalf an? (hour|minute)\b/g, '0.5 $1');
  out = out.replace(/\ba couple of (hours|minutes|seconds)\b/g, '2 $1');
  out = out.replace(/\ban? (hour|minute|second)\b/g, '1 $1');
  out = out.replace(
    /\b(forty[- ]five|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\b/g,
    (word) => String(NUMBER_WORDS[word]),
  );
  return out;
}

function amounts(text: string): Match[] {
  const found: Match[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const unit = unitOf(match[3] ?? match[4]!);
    const factor = UNIT_SECONDS[unit];
    const low = Number(match[1]) * factor;
    const high = match[2] === undefined ? null : Number(match[2]) * factor;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      seconds: high !== null && high < low ? high : low,
      maxSeconds: high !== null && high !== low ? Math.max(low, high) : null,
      smallest: factor,
    });
  }
  return found;
}

/** Joins neighbours with only `gap` between them, when `join` says they make one time. */
function joinNeighbours(
  text: string,
  matches: Match[],
  gap: RegExp,
  join: (a: Match, b: Match) => Match | null,
): Match[] {
  const out: Match[] = [];
  for (const match of matches) {
    const last = out.at(-1);
    const joined = last && gap.test(text.slice(last.end, match.start)) ? join(last, match) : null;
    if (joined) out[out.length - 1] = joined;
    else out.push(match);
  }
  return out;
}

/**
 * The times a step's words ask for, in the order written: "bake 25–30 minutes" (25 minutes, up to
 * 30), "simmer for 1 hour", "rest 10 min", "1 hour 15 minutes", "1½ hours", "half an hour",
 * "45 minutes to 1 hour", "1 min 30 sec". Ranges (hyphen, en dash, "to") give their lower end and
 * keep the upper. Words without a number ("overnight", "until golden") give nothing, nor do times
 * of zero or beyond a day. The same time twice is given once.
 */
export function readStepDurations(text: string): StepDuration[] {
  const normalised = normalise(text);
  const compound = joinNeighbours(normalised, amounts(normalised), /^\s*(?:,|and)?\s*$/, (a, b) =>
    b.smallest < a.smallest && a.maxSeconds === null
      ? {
          start: a.start,
          end: b.end,
          seconds: a.seconds + b.seconds,
          maxSeconds: b.maxSeconds === null ? null : a.seconds + b.maxSeconds,
          smallest: b.smallest,
        }
      : null,
  );
  const ranges = joinNeighbours(normalised, compound, /^\s*(?:-|–|—|to|or)\s*$/, (a, b) =>
    a.maxSeconds === null && b.maxSeconds === null && b.seconds > a.seconds
      ? { ...a, end: b.end, maxSeconds: b.seconds, smallest: b.smallest }
      : null,
  );
  const seen = new Set<number>();
  const result: StepDuration[] = [];
  for (const match of ranges) {
    const seconds = Math.round(match.seconds);
    if (seconds <= 0 || seconds > MAX_SECONDS || seen.has(seconds)) continue;
    seen.add(seconds);
    result.push({
      seconds,
      maxSeconds: match.maxSeconds === null ? null : Math.round(match.maxSeconds),
    });
  }
  return result;
}

/** Spec 3 §9: a step without an estimatedDuration gets a 5-minute timer. */
export const DEFAULT_TIMER_SECONDS = 5 * 60;

/**
 * The timers a step offers, in seconds, first one first: the times its words ask for when they
 * ask for any (they say what the pan needs; estimatedDuration is often the form's default 5),
 * otherwise its estimatedDuration in minutes, otherwise 5 minutes.
 */
export function stepTimerOptions(step: { text: string; estimatedDuration?: number }): number[] {
  const read = readStepDurations(step.text).map((duration) => duration.seconds);
  if (read.length > 0) return read;
  const minutes = step.estimatedDuration ?? 0;
  return [minutes > 0 ? Math.round(minutes * 60) : DEFAULT_TIMER_SECONDS];
}

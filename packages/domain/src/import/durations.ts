/** How much of a time's text is read. */
const MAX_DURATION_TEXT = 120;

/**
 * A cooking time in whole minutes from what recipe pages publish: ISO 8601 durations ("PT1H30M",
 * "P0DT0H20M", "PT0.5H", "PT90S"), a bare number of minutes (65 or "65"), or words ("1 hour 5
 * minutes", "20 mins", "1 hr 15 min", "1½ hours"), in the languages recipe sites write them in
 * ("20 Minuten", "1 uur", "1 óra 20 perc"). Null when there is no time or it is zero —
 * pages write PT0M for "not given".
 */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return positiveMinutes(value);
  if (typeof value !== 'string') return null;
  // A time is said in a few words ("1 hour 20 minutes", "PT1H20M"): the rest of a longer text is
  // not read, which keeps the work bounded whatever a page puts in the field.
  const text = value.trim().slice(0, MAX_DURATION_TEXT).trim();
  if (!text) return null;
  const iso =
    /^-?P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso) {
    const [days = 0, hours = 0, minutes = 0, seconds = 0] = iso
      .slice(1)
      .map((part) => number(part));
    return positiveMinutes(days * 1440 + hours * 60 + minutes + seconds / 60);
  }
  // ISO-like but malformed ("PTH25MS", "PT-471406H28M55S"): read the parts that carry a number,
  // and give up on a negative one rather than misread the text as words.
  if (/^P(?:[\d.,]*D)?(?:T[-\d.,HMS]*)?$/i.test(text)) {
    if (text.includes('-')) return null;
    let minutes = 0;
    for (const [, amount, unit] of text.matchAll(/(\d+(?:[.,]\d+)?)([DHMS])/gi)) {
      const factor = { d: 1440, h: 60, m: 1, s: 1 / 60 }[
        unit!.toLowerCase() as 'd' | 'h' | 'm' | 's'
      ];
      minutes += number(amount) * factor;
    }
    return positiveMinutes(minutes);
  }
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return positiveMinutes(number(text));
  const words = text
    .toLowerCase()
    // A fraction is a part of its unit: "1/2 hour" is 30 minutes, "1 1/2 hours" and "1 ½ hours" 90.
    .replace(
      /(?<![\d.])(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)/g,
      (_, whole: string | undefined, top: string, bottom: string) =>
        decimalText(Number(whole ?? 0) + Number(top) / Number(bottom)),
    )
    .replace(/(?<![\d.])(\d+)?\s?([½¼¾])/g, (_, whole: string | undefined, part: string) =>
      decimalText(Number(whole ?? 0) + (VULGAR_FRACTIONS[part] ?? 0)),
    )
    // A range ("27-30 minutes", "20 to 25 min") counts from its start.
    .replace(/(\d+(?:[.,]\d+)?)\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?(?=\s*[a-z])/g, '$1')
    // "1 h 05", "1h30": minutes written after the hours without their unit.
    .replace(/(\d)\s*h\s*(\d{1,2})(?![\d.,]|\s*[a-z])/g, '$1 h $2 min');
  let total = 0;
  let found = false;
  for (const match of words.matchAll(TIME_PART)) {
    total += number(match[1]) * unitMinutes(match[2]!);
    found = true;
  }
  return found ? positiveMinutes(total) : null;
}

// A number and its unit of time, in English and in the other languages recipe sites write times
// in: "20 Minuten", "1 heure", "2 uur", "1 hora y 30 minutos", "1 óra 20 perc", "45 minuti".
const TIME_PART = new RegExp(
  '(?<![\\d.,])(\\d+(?:[.,]\\d+)?|\\.\\d+)\\s*(' +
    [
      'days?|d|tage?|jours?|dagen|dage?|d[ií]as?|giorn[oi]',
      'hours?|hrs?|h|stunden?|std|heures?|horas?|ore|ora|óra|uur|godz|hodin[ay]?|tim(?:mar|er)|tuntia?',
      'minutes?|mins?|m|minuten|minutos?|minuti|minut[ay]?|minuter|minutter|perc',
      'seconds?|secs?|s|sekunden|segundos?|secondi',
    ].join('|') +
    ')(?!\\p{L})',
  'gu',
);

/** Minutes in one of TIME_PART's units. */
function unitMinutes(unit: string): number {
  if (/^(?:d|tag|jour|giorn)/.test(unit)) return 1440;
  if (/^(?:h|std|stund|uur|or|óra|godz|tim|tunti)/.test(unit)) return 60;
  if (unit.startsWith('s')) return 1 / 60;
  return 1;
}

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/** A number as a plain decimal ("1.5"), for a fraction read in a time. */
const decimalText = (value: number) => (Number.isFinite(value) ? String(value) : '0');

function number(part: string | undefined): number {
  return part ? Number(part.replace(',', '.')) : 0;
}

function positiveMinutes(minutes: number): number | null {
  // A number too long to hold exactly ("999…9 min") is no time anyone wrote.
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > Number.MAX_SAFE_INTEGER) return null;
  return Math.round(minutes);
}

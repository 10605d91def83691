/** How much of a time's text is read. */
const MAX_DURATION_TEXT = 120;

/**
 * A cooking time in whole minutes from what recipe pages publish: ISO 8601 durations ("PT1H30M",
 * "P0DT0H20M", "PT0.5H", "PT90S"), a bare number of minutes (65 or "65"), or words ("1 hour 5
 * minutes", "20 mins", "1 hr 15 min", "1½ hours"). Null when there is no time or it is zero —
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
    .replace(/½/g, '.5')
    .replace(/¼/g, '.25')
    .replace(/¾/g, '.75')
    // A range ("27-30 minutes", "20 to 25 min") counts from its start.
    .replace(/(\d+(?:[.,]\d+)?)\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?(?=\s*[a-z])/g, '$1')
    // "1 h 05", "1h30": minutes written after the hours without their unit.
    .replace(/(\d)\s*h\s*(\d{1,2})(?![\d.,]|\s*[a-z])/g, '$1 h $2 min');
  let total = 0;
  let found = false;
  for (const match of words.matchAll(
    /(\d+(?:[.,]\d+)?|\.\d+)\s*(d(?:ays?)?|h(?:ours?|rs?)?|m(?:inutes?|ins?)?|s(?:econds?|ecs?)?)\b/g,
  )) {
    const amount = number(match[1]);
    const unit = match[2]![0];
    total +=
      unit === 'd'
        ? amount * 1440
        : unit === 'h'
          ? amount * 60
          : unit === 's'
            ? amount / 60
            : amount;
    found = true;
  }
  return found ? positiveMinutes(total) : null;
}

function number(part: string | undefined): number {
  return part ? Number(part.replace(',', '.')) : 0;
}

function positiveMinutes(minutes: number): number | null {
  // A number too long to hold exactly ("999…9 min") is no time anyone wrote.
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > Number.MAX_SAFE_INTEGER) return null;
  return Math.round(minutes);
}

// Units after which a misread amount can be told apart from ordinary words.
const UNIT =
  '(?:cups?|tbsps?|tsps?|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|g|kg|ml|l|pinch|cloves?|cans?|sticks?)\\b';
const UNIT_AHEAD = `(?=\\s+${UNIT})`;

/** Glyphs tesseract returns for a round list bullet ("•"). */
const BULLET_SLIP = /^[*»«°©®¢•·](?:\s+|(?=[\d½¼¾⅓⅔⅛]))(?=\S)/;
/** Letters and signs read for a bullet only when an amount follows. */
const LETTER_BULLET_SLIP = /^[eo+]\s+(?=[\d½¼¾⅓⅔⅛])/;

/** Misreadings of the vulgar fractions ½, ¼ and ¾ in small print ("Y2", "¥%", "%", "Ya", "3%"). */
const HALF_SLIPS = '(?:Y2|Y5|Y%|¥%|¥|Y|Vz|V2|%|>)';
const QUARTER_SLIPS = '(?:Ya|Y4|V4)';

function repairLine(input: string): string {
  let line = input;
  let bullet = '';
  const bulletMatch = BULLET_SLIP.exec(line) ?? LETTER_BULLET_SLIP.exec(line);
  if (bulletMatch) {
    bullet = '• ';
    line = line.slice(bulletMatch[0].length);
  }

  // "l cup", "I 1/2 tsp": a 1 read as a letter, where only an amount can stand.
  line = line.replace(new RegExp(`^[lI|](?=\\s+${UNIT}|\\s+\\d\\/\\d)`), '1');
  // "11/2 cups", "21/4tsp": the space between a whole number and its fraction lost.
  line = line.replace(
    /(^|\s)([1-9])([1-7])\/([2-8])(?=\s|[a-z]|$)/g,
    (match, before: string, whole: string, top: string, bottom: string) =>
      Number(top) < Number(bottom) ? `${before}${whole} ${top}/${bottom}` : match,
  );
  // "1/2cup", "2tbsp": the space before a unit lost (metric "200g" is written so and stays).
  line = line.replace(
    /(\d)(cups?|tbsps?|tsps?|tablespoons?|teaspoons?|oz|lbs?|pounds?|ounces?)\b/gi,
    '$1 $2',
  );
  // "1O minutes", "2O0°C": a capital O among digits.
  line = line.replace(/(?<=\d)O|O(?=\d)/g, '0');
  // "½" and "¼" read as letter pairs or signs, where an amount stands: before a unit, at the
  // start of an ingredient line before a word, or after a whole number.
  line = line.replace(new RegExp(`(^|\\s)${HALF_SLIPS}${UNIT_AHEAD}`, 'g'), '$1½');
  line = line.replace(new RegExp(`(^|\\s)${QUARTER_SLIPS}${UNIT_AHEAD}`, 'g'), '$1¼');
  line = line.replace(new RegExp(`(^|\\s)3%${UNIT_AHEAD}`, 'g'), '$1¾');
  line = line.replace(new RegExp(`^${HALF_SLIPS}(?=\\s+[a-z])`), '½');
  line = line.replace(new RegExp(`^${QUARTER_SLIPS}(?=\\s+[a-z])`), '¼');
  // "2 Ib", "2 |b": the l of lb read as a capital I or a bar.
  line = line.replace(/(\d\s*)[I|1](bs?\b\.?)/g, '$1l$2');
  // "thsp", "tosp": the b of tbsp misread.
  line = line.replace(/(\d\s*)t[ho]sp\b/gi, '$1tbsp');
  // "bow]": a closing bracket that ends a word is an l when the line opens none.
  if (!line.includes('[')) line = line.replace(/(?<=[a-z])\](?=[\s.,;:!?]|$)/g, 'l');

  return bullet + line;
}

/**
 * Repairs the slips OCR makes in recipe text, conservatively and line by line: bullets read as
 * "*", "»" or "e"; "11/2 cups" for "1 1/2 cups"; "1/2cup"; "l cup" for "1 cup"; "1O minutes";
 * "Y2", "%" or "Ya" for ½ and ¼ where an amount stands; "2 Ib" for "2 lb"; words hyphenated across
 * a line break; a numbered step wrapped over several lines joined back into one. Text that is
 * already right ("11 cups", "200g", "50% rye") is left alone.
 */
export function repairOcrText(text: string): string {
  const joined = text
    .replace(/\r\n?/g, '\n')
    // "muf-\nfins": a word split at the end of a line (a compound like "12-\nhole" keeps its hyphen).
    .replace(/([a-z])-\n[ \t]*([a-z])/g, '$1$2')
    .replace(/(\d)-\n[ \t]*([a-z])/g, '$1-$2');
  const lines = joined.split('\n').map((line) => {
    const indent = /^\s*/.exec(line)![0];
    const body = line.slice(indent.length).trimEnd();
    return body ? indent + repairLine(body) : line;
  });
  return joinWrappedSteps(lines).join('\n');
}

const STEP_START = /^\s*(?:step\s*)?\d{1,2}[.)]\s/i;
const LIST_START = /^\s*(?:[-*•·]|\d{1,2}[.)]\s|step\s*\d)/i;

/**
 * OCR breaks a long numbered step into several lines: a line that follows a step line directly
 * (no blank line between), when that line does not end a sentence, continues the step.
 */
function joinWrappedSteps(lines: string[]): string[] {
  const result: string[] = [];
  let inStep = false;
  for (const line of lines) {
    const previous = result.at(-1);
    if (
      inStep &&
      previous !== undefined &&
      line.trim() &&
      !LIST_START.test(line) &&
      !/[.!?:]$/.test(previous.trimEnd())
    ) {
      result[result.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
      continue;
    }
    inStep = STEP_START.test(line);
    result.push(line);
  }
  return result;
}

/**
 * Parses the JSON-LD that recipe pages publish, forgiving what sites commonly get wrong: a CDATA
 * or HTML comment wrapper, trailing commas, raw line breaks and tabs inside strings, and invalid
 * escapes such as \' or \&. Each repair is tried only if the text does not parse as it is.
 * Returns undefined when it still cannot be read.
 */
export function parseLooseJson(text: string): unknown {
  const attempts = [
    (t: string) => t,
    (t: string) =>
      t
        .trim()
        .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[/, '')
        .replace(/(?:\/\/\s*)?\]\]>\s*$/, '')
        .replace(/^\s*<!--/, '')
        .replace(/-->\s*$/, ''),
    // A raw line break is the line break the author typed (a list pasted into one field).
    (t: string) => inStrings(t, (s) => s.replace(/\r?\n|\r/g, '\\n').replace(/\t/g, ' ')),
    (t: string) => t.replace(/,\s*([}\]])/g, '$1'),
    (t: string) => t.replace(/\\(?!["\\/bfnrtu])/g, ''),
  ];
  let current = text;
  for (const repair of attempts) {
    current = repair(current);
    try {
      return JSON.parse(current) as unknown;
    } catch {
      // Try the next repair on top of this one.
    }
  }
  return undefined;
}

/** Applies `fix` to the inside of every JSON string literal of `text`. */
function inStrings(text: string, fix: (inside: string) => string): string {
  let out = '';
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\' && inString) {
      i += 1;
      continue;
    }
    if (char !== '"') continue;
    if (inString) {
      out += fix(text.slice(start, i)) + '"';
    } else {
      out += text.slice(start, i) + '"';
    }
    inString = !inString;
    start = i + 1;
  }
  return out + (inString ? fix(text.slice(start)) : text.slice(start));
}

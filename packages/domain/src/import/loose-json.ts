/**
 * Parses the JSON-LD that recipe pages publish, forgiving what sites commonly get wrong: a CDATA
 * or HTML comment wrapper, script comments (a CDATA wrapper written inside block comments),
 * trailing commas, raw line breaks and tabs inside strings, invalid escapes such as \' or \&,
 * and several documents written one after another in one script. Each repair is tried only if
 * the text does not parse as it is. Returns undefined when it still cannot be read.
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
    withoutComments,
    // A raw line break is the line break the author typed (a list pasted into one field).
    (t: string) => inStrings(t, (s) => s.replace(/\r?\n|\r/g, '\\n').replace(/\t/g, ' ')),
    (t: string) => t.replace(/,\s*([}\]])/g, '$1'),
    (t: string) => t.replace(/\\(?!["\\/bfnrtu])/g, ''),
    asOneArray,
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

/**
 * Walks `text` outside its string literals: `visit(i)` is called at each such character and
 * returns how many characters to pass over (0 to go on one by one).
 */
function outsideStrings(text: string, visit: (i: number) => number): void {
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      continue;
    }
    i += visit(i);
  }
}

/** The text without script comments (block and line) outside its strings. */
function withoutComments(text: string): string {
  let out = '';
  let kept = 0;
  outsideStrings(text, (i) => {
    if (text[i] !== '/' || (text[i + 1] !== '*' && text[i + 1] !== '/')) return 0;
    let end: number;
    if (text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      end = close < 0 ? text.length : close + 2;
    } else {
      const lineEnd = text.indexOf('\n', i + 2);
      end = lineEnd < 0 ? text.length : lineEnd;
    }
    out += text.slice(kept, i);
    kept = end;
    return end - i - 1;
  });
  return out + text.slice(kept);
}

/** Documents written one after another (`{…}{…}` or `{…}\n{…}`) read as one array of them. */
function asOneArray(text: string): string {
  const ends: number[] = [];
  let depth = 0;
  outsideStrings(text, (i) => {
    const char = text[i];
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) ends.push(i + 1);
    }
    return 0;
  });
  if (ends.length < 2) return text;
  let out = '';
  let from = 0;
  for (const end of ends.slice(0, -1)) {
    out += `${text.slice(from, end)},`;
    from = end;
  }
  return `[${out}${text.slice(from)}]`;
}

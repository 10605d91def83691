import { describe, expect, it } from 'vitest';
import { createDateFormat } from './format-date';

/** Intl puts narrow no-break spaces before AM/PM and around range dashes; compare plain text. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
const afternoon = new Date(2026, 2, 3, 14, 5);
const morning = new Date(2026, 2, 3, 9, 5);

describe('createDateFormat', () => {
  it('writes times on the 24-hour clock when the user chose it, whatever the language', () => {
    const us = createDateFormat({ locale: 'en-US', timeFormat: '24h' });

    expect(us.time(afternoon)).toBe('14:05');
    expect(us.time(morning)).toBe('09:05');
    expect(us.time(new Date(2026, 2, 3, 0, 30))).toBe('00:30');
  });

  it('writes times on the 12-hour clock when the user chose it, whatever the language', () => {
    expect(plain(createDateFormat({ locale: 'en-US', timeFormat: '12h' }).time(afternoon))).toBe(
      '2:05 PM',
    );
    expect(plain(createDateFormat({ locale: 'en-GB', timeFormat: '12h' }).time(afternoon))).toBe(
      '2:05 pm',
    );
  });

  it('keeps the language’s own clock without a setting', () => {
    expect(createDateFormat({ locale: 'de-DE' }).time(afternoon)).toBe('14:05');
    expect(plain(createDateFormat({ locale: 'en-US' }).time(afternoon))).toBe('2:05 PM');
  });

  it('writes days in the language of the browser', () => {
    const us = createDateFormat({ locale: 'en-US' });
    const de = createDateFormat({ locale: 'de-DE' });
    const gb = createDateFormat({ locale: 'en-GB' });

    expect(us.day('2026-03-01', 'long')).toBe('Sunday, March 1');
    expect(de.day('2026-03-01', 'long')).toBe('Sonntag, 1. März');
    expect(gb.day('2026-11-23', 'weekdayShort')).toBe('Mon 23 Nov');
    expect(us.day('2026-11-23', 'weekdayShort')).toBe('Mon, Nov 23');
  });

  it('reads a calendar day as that day in every time zone', () => {
    const us = createDateFormat({ locale: 'en-US' });

    expect(us.day('2026-01-01', 'medium')).toBe('Jan 1, 2026');
    expect(us.day('2026-12-31', 'medium')).toBe('Dec 31, 2026');
  });

  it('names a range’s shared parts once', () => {
    const us = createDateFormat({ locale: 'en-US' });

    expect(plain(us.dayRange('2026-03-01', '2026-03-07'))).toBe('Mar 1 – 7, 2026');
    // Plain spaces around the dash whatever the ICU version, so the server's text is the browser's.
    expect(us.dayRange('2026-03-01', '2026-03-07')).toBe('Mar 1 – 7, 2026');
    expect(plain(us.dayRange('2025-12-28', '2026-01-03'))).toBe('Dec 28, 2025 – Jan 3, 2026');
  });

  it('leaves text that is not a day alone, and gives nothing for a broken instant', () => {
    const us = createDateFormat({ locale: 'en-US' });

    expect(us.day('soon')).toBe('soon');
    expect(us.date('not a date')).toBe('');
    expect(us.time('not a date')).toBe('');
  });

  it('starts the week on Sunday unless the user said Monday', () => {
    expect(createDateFormat().weekStartsOn).toBe('sunday');
    expect(createDateFormat({ weekStartsOn: 'monday' }).weekStartsOn).toBe('monday');
  });
});

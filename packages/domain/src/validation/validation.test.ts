import { describe, expect, it } from 'vitest';
import { int, IsoDateSchema, jsonRecord, list, MAX_INT4, text } from './index';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text', () => {
  const name = text('Recipe name', { min: 1, max: 5, required: 'Recipe name is required' });

  it('trims and accepts text within its bounds', () => {
    expect(name.parse('  Dal ')).toBe('Dal');
  });

  it('says what is wrong: missing, too long, NUL', () => {
    expect(messageOf(name.safeParse(''))).toBe('Recipe name is required');
    expect(messageOf(name.safeParse(undefined))).toBe('Recipe name is required');
    expect(messageOf(name.safeParse('abcdef'))).toBe('Recipe name must be at most 5 characters');
    expect(messageOf(name.safeParse('a\u0000b'))).toBe(
      'Recipe name must not contain a NUL character',
    );
    expect(messageOf(name.safeParse(42))).toBe('Recipe name must be text');
  });
});

describe('int', () => {
  it('never lets through a number beyond an integer column', () => {
    const minutes = int('Minutes', { min: 0, max: Number.MAX_SAFE_INTEGER });

    expect(messageOf(minutes.safeParse(2 ** 31))).toBe(
      `Minutes must be at most ${MAX_INT4.toLocaleString('en-US')}`,
    );
    expect(messageOf(minutes.safeParse(1.5))).toBe('Minutes must be a whole number');
    expect(messageOf(minutes.safeParse(-1))).toBe('Minutes must be at least 0');
  });
});

describe('list', () => {
  it('names what there are too many of', () => {
    expect(messageOf(list(text('Tag', { max: 10 }), 2, 'tags').safeParse(['a', 'b', 'c']))).toBe(
      'At most 2 tags',
    );
  });
});

describe('IsoDateSchema', () => {
  it('accepts real days between 1900 and 2200', () => {
    expect(IsoDateSchema.parse('2026-02-28')).toBe('2026-02-28');
  });

  it('refuses the year 0000, far years and days that do not exist', () => {
    expect(messageOf(IsoDateSchema.safeParse('0000-01-01'))).toBe(
      'Dates must be between 1900 and 2200',
    );
    expect(messageOf(IsoDateSchema.safeParse('9999-12-31'))).toBe(
      'Dates must be between 1900 and 2200',
    );
    expect(messageOf(IsoDateSchema.safeParse('2026-02-30'))).toBe(
      'Dates are ISO days (YYYY-MM-DD)',
    );
  });
});

describe('jsonRecord', () => {
  it('refuses a NUL anywhere inside, and more than its size', () => {
    const metadata = jsonRecord('Metadata', 50);

    expect(messageOf(metadata.safeParse({ deep: { list: ['a\u0000'] } }))).toBe(
      'Metadata must not contain a NUL character',
    );
    expect(messageOf(metadata.safeParse({ long: 'x'.repeat(60) }))).toBe(
      'Metadata must be at most 50 characters',
    );
    expect(metadata.parse({ ok: 1 })).toEqual({ ok: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { readMealCommands, type ReadMealCommandsOptions } from './read-commands';
import { AiMealCommandsReplySchema } from './schemas';

// Wednesday 25 November 2026.
const sunday = { today: '2026-11-25', weekStartsOn: 'sunday' } as const;
const monday = { today: '2026-11-25', weekStartsOn: 'monday' } as const;
const add = (
  date: string,
  mealType: string,
  recipe: string | null = null,
  servings: number | null = null,
) => ({
  action: 'add',
  date,
  mealType,
  recipe,
  servings,
});

describe('readMealCommands', () => {
  it('adds a placeholder meal for a meal type and a relative day', () => {
    expect(readMealCommands('add dinner tomorrow', sunday)).toEqual({
      commands: [add('2026-11-26', 'dinner')],
      unread: [],
    });
  });

  it('keeps the named recipe to look up', () => {
    expect(readMealCommands('add dinner tomorrow with lasagne', sunday).commands).toEqual([
      add('2026-11-26', 'dinner', 'lasagne'),
    ]);
    expect(
      readMealCommands('put Spaghetti Bolognese on thursday for dinner', sunday).commands,
    ).toEqual([add('2026-11-26', 'dinner', 'spaghetti bolognese')]);
  });

  it('reads several commands in one message', () => {
    expect(
      readMealCommands('add breakfast tomorrow and dinner on friday with lasagne', sunday).commands,
    ).toEqual([add('2026-11-26', 'breakfast'), add('2026-11-27', 'dinner', 'lasagne')]);
    expect(
      readMealCommands('add breakfast, lunch and dinner on saturday', sunday).commands,
    ).toEqual([
      add('2026-11-28', 'breakfast'),
      add('2026-11-28', 'lunch'),
      add('2026-11-28', 'dinner'),
    ]);
  });

  it('does not split a recipe name at its own "and"', () => {
    expect(readMealCommands('add mac and cheese for lunch tomorrow', sunday).commands).toEqual([
      add('2026-11-26', 'lunch', 'mac and cheese'),
    ]);
  });

  it('resolves weekdays to the next one from today, "next" to the following week', () => {
    const date = (text: string, options: ReadMealCommandsOptions = sunday) =>
      (readMealCommands(text, options).commands[0] as { date: string }).date;
    expect(date('add lunch on wednesday')).toBe('2026-11-25');
    expect(date('add lunch on tuesday')).toBe('2026-12-01');
    expect(date('add lunch next friday')).toBe('2026-12-04');
    expect(date('add lunch next sunday')).toBe('2026-11-29');
    expect(date('add lunch next sunday', monday)).toBe('2026-12-06');
  });

  it('reads dates in common written forms', () => {
    const date = (text: string) =>
      (readMealCommands(text, sunday).commands[0] as { date: string }).date;
    expect(date('add dinner on 2026-12-10')).toBe('2026-12-10');
    expect(date('add dinner on december 3')).toBe('2026-12-03');
    expect(date('add dinner on 3rd of dec')).toBe('2026-12-03');
    expect(date('add dinner on 12 Dec 2026')).toBe('2026-12-12');
    expect(date('add dinner on the 2nd')).toBe('2026-12-02');
    expect(date('add dinner on january 4')).toBe('2027-01-04');
    expect(date('add dinner in 3 days')).toBe('2026-11-28');
    expect(date('add dinner the day after tomorrow')).toBe('2026-11-27');
  });

  it('reads plan my week, clear and move', () => {
    expect(readMealCommands('plan my week', sunday).commands).toEqual([{ action: 'planWeek' }]);
    expect(readMealCommands('clear saturday', sunday).commands).toEqual([
      { action: 'clear', date: '2026-11-28', mealType: null },
    ]);
    expect(readMealCommands("remove tomorrow's lunch", sunday).commands).toEqual([
      { action: 'clear', date: '2026-11-26', mealType: 'lunch' },
    ]);
    expect(readMealCommands('move dinner to friday', sunday).commands).toEqual([
      {
        action: 'move',
        from: { date: null, mealType: 'dinner', recipe: null },
        to: { date: '2026-11-27', mealType: null },
      },
    ]);
    expect(readMealCommands('move lunch on thursday to dinner on friday', sunday).commands).toEqual(
      [
        {
          action: 'move',
          from: { date: '2026-11-26', mealType: 'lunch', recipe: null },
          to: { date: '2026-11-27', mealType: 'dinner' },
        },
      ],
    );
  });

  it('reads servings and day parts', () => {
    expect(
      readMealCommands('add chicken soup tomorrow for lunch for 3 people', sunday).commands,
    ).toEqual([add('2026-11-26', 'lunch', 'chicken soup', 3)]);
    expect(readMealCommands('add tacos tonight', sunday).commands).toEqual([
      add('2026-11-25', 'dinner', 'tacos'),
    ]);
  });

  it('forgives one typo in a command word', () => {
    expect(readMealCommands('add diner tomorow', sunday).commands).toEqual([
      add('2026-11-26', 'dinner'),
    ]);
  });

  it('returns what it cannot read, and reads the rest', () => {
    expect(readMealCommands('what should I cook tonight?', sunday)).toEqual({
      commands: [],
      unread: ['what should i cook tonight'],
    });
    expect(readMealCommands('add dinner tomorrow. buy milk', sunday)).toEqual({
      commands: [add('2026-11-26', 'dinner')],
      unread: ['buy milk'],
    });
    expect(readMealCommands('   ', sunday)).toEqual({ commands: [], unread: [] });
  });

  it('gives commands the AI reply schema accepts', () => {
    const { commands } = readMealCommands(
      'add dinner tomorrow with lasagne and clear friday',
      sunday,
    );
    expect(AiMealCommandsReplySchema.safeParse({ commands }).success).toBe(true);
  });
});

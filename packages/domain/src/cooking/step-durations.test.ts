import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMER_SECONDS, readStepDurations, stepTimerOptions } from './step-durations';

const seconds = (text: string) => readStepDurations(text).map((duration) => duration.seconds);

describe('readStepDurations', () => {
  it.each([
    ['Rest 10 min before slicing.', 600],
    ['Simmer for 1 hour.', 3600],
    ['Simmer for 1 hr.', 3600],
    ['Boil 12 minutes, stirring.', 720],
    ['Whisk for 30 seconds.', 30],
    ['Microwave for 45 secs.', 45],
    ['Roast 1 hour 15 minutes.', 4500],
    ['Roast 1 hour and 15 minutes.', 4500],
    ['Roast 1 hr 15 min.', 4500],
    ['Roast 1h30m.', 5400],
    ['Microwave 1 min 30 sec.', 90],
    ['Let it stand 90s.', 90],
    ['Braise 1½ hours.', 5400],
    ['Braise 1 1/2 hours.', 5400],
    ['Braise 1-1/2 hours.', 5400],
    ['Chill ½ hour.', 1800],
    ['Chill 1/2 hour.', 1800],
    ['Steep for ¾ minute.', 45],
    ['Bake 1.5 hours.', 5400],
    ['Bake 1,5 hours.', 5400],
    ['Leave for half an hour.', 1800],
    ['Roast for an hour and a half.', 5400],
    ['Roast for 2 and a half hours.', 9000],
    ['Simmer for an hour.', 3600],
    ['Stir for a minute.', 60],
    ['Cook for five minutes.', 300],
    ['Cook for forty-five minutes.', 2700],
    ['Rest for a couple of minutes.', 120],
    ['Let the dough have a 20-minute rest.', 1200],
    ['SIMMER 8 MINUTES.', 480],
  ])('reads %j', (text, expected) => {
    expect(seconds(text)).toEqual([expected]);
  });

  it.each([
    ['Bake 25-30 minutes.', 1500, 1800],
    ['Bake 25–30 minutes.', 1500, 1800],
    ['Bake 25 — 30 minutes.', 1500, 1800],
    ['Bake 25 to 30 minutes.', 1500, 1800],
    ['Bake 2-3 hours.', 7200, 10800],
    ['Bake 45 minutes to 1 hour.', 2700, 3600],
    ['Bake 1 hour to 1 hour 30 minutes.', 3600, 5400],
    ['Fry 3 or 4 minutes.', 180, 240],
  ])('reads the range %j from its lower end, keeping the upper', (text, low, high) => {
    expect(readStepDurations(text)).toEqual([{ seconds: low, maxSeconds: high }]);
  });

  it('gives no upper end to a single time', () => {
    expect(readStepDurations('Bake 25 minutes.')).toEqual([{ seconds: 1500, maxSeconds: null }]);
  });

  it.each([
    'Refrigerate overnight.',
    'Cook until golden brown.',
    'Preheat the oven to 350°F.',
    'Cut into 2-inch pieces and add 3 cups of stock.',
    'Add 2 medium onions.',
    'Marinate for 3 days.',
    'Cook 0 minutes.',
    'Refrigerate for 36 hours.',
    '',
  ])('reads no time from %j', (text) => {
    expect(readStepDurations(text)).toEqual([]);
  });

  it('gives each time of a step in the order written', () => {
    expect(seconds('Sear 3 minutes per side, then roast for 20 minutes and rest 5 min.')).toEqual([
      180, 1200, 300,
    ]);
  });

  it('gives the same time once', () => {
    expect(seconds('Cook 5 minutes, flip, cook 5 minutes more.')).toEqual([300]);
  });

  it('reads a time beside an ignored one', () => {
    expect(seconds('Chill overnight, or at least 4 hours.')).toEqual([14400]);
  });

  it('does not join a smaller unit before a larger one into one time', () => {
    expect(seconds('Stir 15 minutes, 1 hour later stir again.')).toEqual([900, 3600]);
  });
});

describe('stepTimerOptions', () => {
  it('offers the times the words ask for first', () => {
    expect(
      stepTimerOptions({ text: 'Bake 25–30 minutes, then rest 10 min.', estimatedDuration: 5 }),
    ).toEqual([1500, 600]);
  });

  it('falls back to the estimated duration in minutes', () => {
    expect(stepTimerOptions({ text: 'Chop the onions.', estimatedDuration: 8 })).toEqual([480]);
  });

  it('falls back to 5 minutes without an estimated duration (spec 3 §9)', () => {
    expect(stepTimerOptions({ text: 'Chop the onions.', estimatedDuration: 0 })).toEqual([
      DEFAULT_TIMER_SECONDS,
    ]);
    expect(stepTimerOptions({ text: 'Chop the onions.' })).toEqual([300]);
  });
});

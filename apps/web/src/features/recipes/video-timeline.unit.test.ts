import { describe, expect, it } from 'vitest';
import {
  defaultSegment,
  formatClock,
  formatMmSs,
  moveMarker,
  parseMmSs,
  sameSegment,
} from './video-timeline';

describe('step timings', () => {
  it('shows times as m:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.4)).toBe('1:05');
    expect(formatClock(3600 + 62)).toBe('1:01:02');
  });

  it('reads the step duration as MM:SS and saves whole seconds', () => {
    expect(parseMmSs('05:30')).toBe(330);
    expect(parseMmSs(' 90:00 ')).toBe(5400);
    expect(parseMmSs('5:75')).toBeNull();
    expect(parseMmSs('five')).toBeNull();
    expect(formatMmSs(330.4)).toBe('05:30');
  });

  it('keeps the markers apart and inside the video', () => {
    const segment = { timestamp: 4, endTimestamp: 8, duration: 4 };

    expect(moveMarker(segment, 'start', 9, 12).timestamp).toBe(7.9);
    expect(moveMarker(segment, 'start', -3, 12).timestamp).toBe(0);
    expect(moveMarker(segment, 'end', 2, 12).endTimestamp).toBe(4.1);
    expect(moveMarker(segment, 'end', 30, 12).endTimestamp).toBe(12);
    expect(moveMarker(segment, 'end', 9.04, 12)).toEqual({ ...segment, endTimestamp: 9 });
  });

  it('spreads steps without a bookmark evenly across the video', () => {
    expect(defaultSegment(0, 3, 12)).toEqual({ timestamp: 0, endTimestamp: 4, duration: 4 });
    expect(defaultSegment(2, 3, 12)).toEqual({ timestamp: 8, endTimestamp: 12, duration: 4 });
  });

  it('tells a changed segment from the saved one', () => {
    const saved = { timestamp: 1, endTimestamp: 2, duration: 1 };

    expect(sameSegment(saved, { ...saved })).toBe(true);
    expect(sameSegment(saved, { ...saved, duration: 2 })).toBe(false);
    expect(sameSegment(saved, undefined)).toBe(false);
  });
});

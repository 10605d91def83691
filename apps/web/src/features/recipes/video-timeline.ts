/** Step timings as the Edit Cook Mode screen shows and edits them (spec 2 §4, spec 3 §9). */

export interface Segment {
  timestamp: number;
  endTimestamp: number;
  /** The step's own duration in whole seconds (the cook's timer), not the clip's length. */
  duration: number;
}

/** Seconds as M:SS, or H:MM:SS from an hour (spec 3 §9 display); rounds to whole seconds. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The step duration field: MM:SS (minutes may pass 59), saved as whole seconds; null if unreadable. */
export function parseMmSs(text: string): number | null {
  const match = /^\s*(\d{1,4}):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatMmSs(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Shortest segment the markers may make: they cannot meet or cross. */
export const MIN_SEGMENT = 0.1;

/**
 * Moves one marker to `value`, kept within [0, duration] and never at or past the other marker
 * (spec 2 §4: the start marker cannot pass the end marker and vice versa).
 */
export function moveMarker(
  segment: Segment,
  marker: 'start' | 'end',
  value: number,
  duration: number,
): Segment {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (marker === 'start') {
    const timestamp = round(Math.min(Math.max(0, value), segment.endTimestamp - MIN_SEGMENT));
    return { ...segment, timestamp: Math.max(0, timestamp) };
  }
  const endTimestamp = round(Math.max(Math.min(duration, value), segment.timestamp + MIN_SEGMENT));
  return { ...segment, endTimestamp: Math.min(duration, endTimestamp) };
}

/**
 * A step's segment before anyone set it: the video cut evenly across the steps, so each step
 * starts where the one before ends.
 */
export function defaultSegment(stepIndex: number, steps: number, duration: number): Segment {
  const share = duration / Math.max(steps, 1);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    timestamp: round(stepIndex * share),
    endTimestamp: round((stepIndex + 1) * share),
    duration: Math.max(1, Math.round(share)),
  };
}

export const sameSegment = (a: Segment | undefined, b: Segment | undefined) =>
  !!a &&
  !!b &&
  a.timestamp === b.timestamp &&
  a.endTimestamp === b.endTimestamp &&
  a.duration === b.duration;

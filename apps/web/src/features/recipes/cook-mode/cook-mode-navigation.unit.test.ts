import { describe, expect, it } from 'vitest';
import {
  keyDirection,
  moveStep,
  servingsFromParam,
  stepFromParam,
  swipeDirection,
} from './cook-mode-navigation';

describe('moveStep', () => {
  it('moves within the steps and stops at both ends', () => {
    expect(moveStep(0, 1, 3)).toBe(1);
    expect(moveStep(2, 1, 3)).toBe(2);
    expect(moveStep(0, -1, 3)).toBe(0);
    expect(moveStep(5, 0, 3)).toBe(2);
    expect(moveStep(0, 1, 0)).toBe(0);
  });
});

describe('stepFromParam', () => {
  it('reads a 1-based step, clamped', () => {
    expect(stepFromParam('2', 5)).toBe(1);
    expect(stepFromParam('9', 5)).toBe(4);
    expect(stepFromParam('0', 5)).toBe(0);
    expect(stepFromParam('two', 5)).toBe(0);
    expect(stepFromParam(null, 5)).toBe(0);
  });
});

describe('servingsFromParam', () => {
  it('reads whole servings from 1 to 100', () => {
    expect(servingsFromParam('4')).toBe(4);
    expect(servingsFromParam('0')).toBeNull();
    expect(servingsFromParam('2.5')).toBeNull();
    expect(servingsFromParam('101')).toBeNull();
    expect(servingsFromParam('')).toBeNull();
    expect(servingsFromParam(null)).toBeNull();
  });
});

describe('swipeDirection', () => {
  it('goes on for a swipe to the left and back for one to the right', () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(120, -10)).toBe(-1);
  });

  it('ignores short and mostly vertical moves', () => {
    expect(swipeDirection(-30, 0)).toBe(0);
    expect(swipeDirection(-80, 200)).toBe(0);
  });
});

describe('keyDirection', () => {
  it('maps arrows and page keys', () => {
    expect(keyDirection('ArrowRight')).toBe(1);
    expect(keyDirection('PageDown')).toBe(1);
    expect(keyDirection('ArrowLeft')).toBe(-1);
    expect(keyDirection('PageUp')).toBe(-1);
    expect(keyDirection('Enter')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { groceryViewFor } from './grocery-view';

describe('groceryViewFor', () => {
  it('opens a pro user’s first visit on the categorised view', () => {
    expect(groceryViewFor(null, true)).toBe('enhanced');
  });

  it('keeps the view a pro user picked on this device', () => {
    expect(groceryViewFor('basic', true)).toBe('basic');
    expect(groceryViewFor('enhanced', true)).toBe('enhanced');
    expect(groceryViewFor('something else', true)).toBe('enhanced');
  });

  it('always shows a user without grocerylist.enhanced the basic list', () => {
    expect(groceryViewFor(null, false)).toBe('basic');
    expect(groceryViewFor('enhanced', false)).toBe('basic');
  });
});

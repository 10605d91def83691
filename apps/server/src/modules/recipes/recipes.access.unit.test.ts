import { describe, expect, it } from 'vitest';
import { openReason } from './recipes.access';

const premium = { isPurchasable: true, createdBy: 'chef' };
const cook = { id: 'cook', role: 'free' };

describe('openReason', () => {
  it('opens to the creator, anyone when not for sale, and admins', () => {
    expect(openReason(premium, { id: 'chef', role: 'chef' }, undefined)).toBe('creator');
    expect(openReason({ isPurchasable: false, createdBy: 'chef' }, undefined, undefined)).toBe(
      'not_purchasable',
    );
    expect(openReason(premium, { id: 'boss', role: 'admin' }, undefined)).toBe('admin');
  });

  it('opens a premium recipe to an active purchase or a grant, and locks it otherwise', () => {
    expect(openReason(premium, cook, { purchaseId: 'p1', status: 'active' })).toBe('purchase');
    expect(openReason(premium, cook, { purchaseId: null, status: 'active', granted: true })).toBe(
      'grant',
    );
    expect(openReason(premium, cook, { purchaseId: 'p1', status: 'revoked' })).toBeNull();
    expect(openReason(premium, cook, { purchaseId: null, status: 'active' })).toBeNull();
    expect(openReason(premium, cook, undefined)).toBeNull();
    expect(openReason(premium, undefined, undefined)).toBeNull();
  });
});

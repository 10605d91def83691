import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-file';

const MB = 1024 * 1024;

describe('avatarFileError', () => {
  it('accepts JPEG, PNG and WebP images up to 5MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(avatarFileError({ type, size: 5 * MB })).toBeNull();
    }
  });

  it('rejects other types, naming the type', () => {
    expect(avatarFileError({ type: 'image/gif', size: 1000 })).toBe(
      'Invalid file type: image/gif. Only JPEG, PNG and WebP images are allowed.',
    );
  });

  it('rejects an image over 5MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'Image size must be less than 5MB',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  CAMERA_MESSAGES,
  cameraErrorMessage,
  canSubmitInputBox,
  EMPTY_INPUT_BOX,
  firstImageFile,
  withImageAttached,
  withImageRemoved,
} from './input-box-rules';

const photo = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });

describe('canSubmitInputBox', () => {
  it.each([
    ['', null, false],
    ['   \n ', null, false],
    ['https://example.com/soup', null, true],
    ['', photo, true],
  ])('with text %j and image %s offers Add: %s', (text, image, expected) => {
    expect(canSubmitInputBox({ ...EMPTY_INPUT_BOX, text, image }, false)).toBe(expected);
  });

  it('does not offer Add while the last one is still processing', () => {
    expect(canSubmitInputBox({ ...EMPTY_INPUT_BOX, text: 'Soup' }, true)).toBe(false);
  });
});

describe('withImageAttached', () => {
  it('clears the text and keeps the mode', () => {
    const value = withImageAttached({ mode: 'text', text: 'Tomato soup', image: null }, photo);

    expect(value).toEqual({ mode: 'text', text: '', image: photo });
  });

  it('gives the text box back empty once the image is removed', () => {
    expect(withImageRemoved(withImageAttached(EMPTY_INPUT_BOX, photo))).toEqual(EMPTY_INPUT_BOX);
  });
});

describe('firstImageFile', () => {
  it('finds the pasted screenshot among other clipboard files', () => {
    const note = new File(['hi'], 'note.txt', { type: 'text/plain' });
    const screenshot = new File(['png'], 'image.png', { type: 'image/png' });

    expect(firstImageFile([note, screenshot])).toBe(screenshot);
    expect(firstImageFile([note])).toBeNull();
    expect(firstImageFile(null)).toBeNull();
  });
});

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', CAMERA_MESSAGES.denied],
    ['SecurityError', CAMERA_MESSAGES.denied],
    ['NotFoundError', CAMERA_MESSAGES.missing],
    [undefined, CAMERA_MESSAGES.missing],
    ['NotReadableError', CAMERA_MESSAGES.busy],
    ['AbortError', CAMERA_MESSAGES.failed],
  ])('explains %s', (name, message) => {
    expect(cameraErrorMessage(name)).toBe(message);
  });
});

/** What the reusable input box holds: its mode (when it offers the URL/Text toggle), text and image. */
export interface InputBoxValue {
  mode: 'url' | 'text';
  text: string;
  image: File | null;
}

export const EMPTY_INPUT_BOX: InputBoxValue = { mode: 'url', text: '', image: null };

/** Add is offered once there is non-blank text or an attached image, and never while busy. */
export function canSubmitInputBox(value: InputBoxValue, isBusy: boolean): boolean {
  return !isBusy && (value.image !== null || value.text.trim() !== '');
}

/** Attaching an image clears the text: the image is what gets read (spec 2 §5). */
export function withImageAttached(value: InputBoxValue, image: File): InputBoxValue {
  return { ...value, text: '', image };
}

export function withImageRemoved(value: InputBoxValue): InputBoxValue {
  return { ...value, image: null };
}

/** The first image among pasted or dropped items (a screenshot from the clipboard), if any. */
export function firstImageFile(files: ArrayLike<File> | null | undefined): File | null {
  if (!files) return null;
  for (const file of Array.from(files)) if (file.type.startsWith('image/')) return file;
  return null;
}

export const CAMERA_MESSAGES = {
  denied:
    'Camera access was blocked. Allow the camera for Simmer in your browser settings, or attach a photo instead.',
  missing: 'No camera was found on this device. Attach a photo instead.',
  busy: 'The camera is being used by another app. Close it and try again.',
  failed: 'The camera could not be started. Attach a photo instead.',
} as const;

/** What to tell the user when getUserMedia fails, by the error's name (undefined: no camera API). */
export function cameraErrorMessage(errorName: string | undefined): string {
  switch (errorName) {
    case undefined:
    case 'NotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.missing;
    case 'NotAllowedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.denied;
    case 'NotReadableError':
      return CAMERA_MESSAGES.busy;
    default:
      return CAMERA_MESSAGES.failed;
  }
}

/** Spec 3 §9: a recipe video may be up to 500 MB. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;

/** The two videos of a recipe (spec 2 §3 videos): a short clip played first, and the full cook. */
export const VIDEO_KINDS = ['longform', 'shortform'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Longest video and step segment we accept, in seconds (a day: far past any cooking video). */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;
/** A recipe has at most this many steps (MAX_RECIPE_INSTRUCTIONS), so as many bookmarks. */
export const MAX_BOOKMARKS = 100;

/** Spec 2 §8 wording, plus the bookmark checks the spec leaves to the server. */
export const VIDEO_MESSAGES = {
  invalid: 'Invalid video file',
  uploadFailed: 'Failed to upload video',
  saveFailed: 'Failed to save changes',
  loadFailed: 'Failed to load video',
  none: 'No video available',
  noLongForm: 'Upload the recipe video before setting step timings',
  outOfRange: 'A step’s video segment must lie within the video',
  endBeforeStart: 'A step’s video segment must end after it starts',
  noSuchStep: 'That step is not in this recipe',
  editorOnly: 'Only the recipe’s creator (a chef or an admin) or an admin can change its video',
} as const;

/**
 * What a file's first bytes say it is, for the containers browsers play: MP4 and QuickTime (an
 * ISO-BMFF box: size, then 'ftyp', or an old QuickTime 'moov'/'mdat'/'wide'/'free' box first),
 * WebM/Matroska (the EBML magic) and Ogg. Anything else is not a video, whatever its name or
 * declared type says. Needs at least 12 bytes.
 */
export function sniffVideo(head: Uint8Array): { contentType: string; extension: string } | null {
  if (head.length < 12) return null;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const box = ascii(4, 8);
  if (box === 'ftyp') {
    const brand = ascii(8, 12);
    return brand === 'qt  '
      ? { contentType: 'video/quicktime', extension: 'mov' }
      : { contentType: 'video/mp4', extension: 'mp4' };
  }
  if (['moov', 'mdat', 'wide', 'free'].includes(box)) {
    return { contentType: 'video/quicktime', extension: 'mov' };
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { contentType: 'video/webm', extension: 'webm' };
  }
  if (ascii(0, 4) === 'OggS') return { contentType: 'video/ogg', extension: 'ogv' };
  return null;
}

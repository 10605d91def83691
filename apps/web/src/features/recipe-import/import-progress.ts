import { IMPORT_MESSAGES, type ImportSource } from '@simmer/domain/import';

/** The progress view's four stages (spec 2 §2), in order. */
export const IMPORT_STAGES = ['Reading Recipe', 'Ingredients', 'Timing', 'Finalizing'] as const;

/** How often the message under the stages changes (spec 3). */
export const MESSAGE_INTERVAL_MS = 3000;

/** How long each of the first stages shows before the next, while the answer is on its way. */
export const STAGE_INTERVAL_MS = 2000;

const FIRST_MESSAGES: Record<ImportSource, string> = {
  url: 'Fetching the recipe page and its pictures...',
  text: 'Reading through your recipe...',
  image: 'Reading the words in your photo...',
  file: 'Opening your recipe file...',
};

const MESSAGES = [
  'Picking out the ingredients...',
  'Weighing up the amounts and units...',
  'Working out the prep and cooking times...',
  'Putting the steps in order...',
  'Counting the servings...',
  'Looking for the chef behind this one...',
  'Almost there, tidying up the details...',
] as const;

/** Spec 2 §4: 1 fetching content and images, 2 extraction, 3 done. */
export type AnalysisStage = 1 | 2 | 3;

export interface ImportProgress {
  /** Index in IMPORT_STAGES of the stage under way; IMPORT_STAGES.length once done. */
  activeStage: number;
  analysisStage: AnalysisStage;
  message: string;
}

/**
 * Where the progress view stands `elapsedMs` after the request left. The server answers in one
 * go, so the stages walk on with time up to Timing and wait there; Finalizing completes with the
 * answer. The message rotates every 3 s, starting with one about the source.
 */
export function progressAt(
  elapsedMs: number,
  source: ImportSource,
  isDone = false,
): ImportProgress {
  const messages = [FIRST_MESSAGES[source], ...MESSAGES];
  const elapsed = Math.max(0, elapsedMs);
  const message = messages[Math.floor(elapsed / MESSAGE_INTERVAL_MS) % messages.length]!;
  if (isDone) {
    return {
      activeStage: IMPORT_STAGES.length,
      analysisStage: 3,
      message: IMPORT_MESSAGES.extracted,
    };
  }
  const activeStage = Math.min(2, Math.floor(elapsed / STAGE_INTERVAL_MS));
  return { activeStage, analysisStage: activeStage === 0 ? 1 : 2, message };
}

/** A stage's state in the list: finished, under way, or still to come. */
export function stageState(index: number, activeStage: number): 'done' | 'active' | 'waiting' {
  if (index < activeStage) return 'done';
  return index === activeStage ? 'active' : 'waiting';
}

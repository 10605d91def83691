import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_STAGES,
  MESSAGE_INTERVAL_MS,
  progressAt,
  STAGE_INTERVAL_MS,
  stageState,
} from './import-progress';

describe('progressAt', () => {
  it('starts on Reading Recipe, fetching (stage 1), with a message about the source', () => {
    expect(progressAt(0, 'url')).toEqual({
      activeStage: 0,
      analysisStage: 1,
      message: 'Fetching the recipe page and its pictures...',
    });
    expect(progressAt(0, 'image').message).toBe('Reading the words in your photo...');
  });

  it('moves on to Ingredients and Timing (extraction, stage 2) and waits on Timing', () => {
    expect(progressAt(STAGE_INTERVAL_MS, 'text')).toMatchObject({
      activeStage: 1,
      analysisStage: 2,
    });
    expect(progressAt(2 * STAGE_INTERVAL_MS, 'text')).toMatchObject({ activeStage: 2 });
    expect(progressAt(60_000, 'text')).toMatchObject({ activeStage: 2, analysisStage: 2 });
  });

  it('changes the message every 3 seconds and comes round again', () => {
    const messages = Array.from({ length: 20 }, (_, i) =>
      progressAt(i * MESSAGE_INTERVAL_MS, 'url'),
    ).map((progress) => progress.message);

    expect(progressAt(MESSAGE_INTERVAL_MS - 1, 'url').message).toBe(messages[0]);
    expect(messages[1]).not.toBe(messages[0]);
    expect(new Set(messages.slice(0, 8)).size).toBe(8);
    expect(messages[8]).toBe(messages[0]);
  });

  it('completes every stage (done, stage 3) once the answer is in', () => {
    expect(progressAt(500, 'url', true)).toEqual({
      activeStage: IMPORT_STAGES.length,
      analysisStage: 3,
      message: IMPORT_MESSAGES.extracted,
    });
  });
});

describe('stageState', () => {
  it('marks the stages before the active one done and the ones after waiting', () => {
    expect(IMPORT_STAGES.map((_, index) => stageState(index, 2))).toEqual([
      'done',
      'done',
      'active',
      'waiting',
    ]);
    expect(IMPORT_STAGES.map((_, index) => stageState(index, IMPORT_STAGES.length))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});

import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IMPORT_MESSAGES,
  type ImportDraft,
  type ImportDuplicate,
  type ImportFileResult,
  type ImportResult,
} from '@simmer/domain/import';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { InputBox } from '@/components/input-box';
import { EMPTY_INPUT_BOX, type InputBoxValue } from '@/components/input-box-rules';
import { paths } from '@/config/paths';
import { useRunImport } from '../api/imports';
import {
  importFailureOf,
  importRequestFor,
  retryRequestFor,
  sourceOf,
  type ImportFailure,
  type ImportRequest,
} from '../import-request';
import { readFromNote } from '../review-values';
import { ExtractionProgress, ExtractionSummary } from './extraction-progress';
import { ImportHistory } from './import-history';
import { DuplicateOffer, ImportFailureAlert } from './import-outcomes';
import { ImportReviewForm } from './import-review-form';
import { FileRecipePicker, RecipeFilePanel } from './recipe-file-panel';

/** A recipe file under review that holds several recipes: which one, and their names. */
interface FileChoice {
  file: File;
  names: string[];
  index: number;
}

type Phase =
  | { name: 'input' }
  | { name: 'running'; request: ImportRequest; startedAt: number }
  | { name: 'failed'; request: ImportRequest; failure: ImportFailure }
  | { name: 'duplicate'; url: string; duplicate: ImportDuplicate }
  | {
      name: 'review';
      importId: string;
      draft: ImportDraft;
      /** How the recipe was read, for the cook to know what to check. */
      readFrom: string | null;
      fileChoice?: FileChoice;
    };

function phaseFor(request: ImportRequest, result: ImportResult | ImportFileResult): Phase {
  if (result.duplicate && request.kind === 'url') {
    return { name: 'duplicate', url: request.url, duplicate: result.duplicate };
  }
  if (result.import && result.draft) {
    const names = 'fileRecipes' in result ? result.fileRecipes : [];
    const fileChoice =
      request.kind === 'file' && names.length > 1
        ? { file: request.file, names, index: request.recipe ?? 0 }
        : undefined;
    return {
      name: 'review',
      importId: result.import.id,
      draft: result.draft,
      readFrom: readFromNote(result.import.source, result.import.method, result.draft),
      fileChoice,
    };
  }
  const failure = {
    message: IMPORT_MESSAGES.extractionError(IMPORT_MESSAGES.noRecipe),
    showTips: true,
    importId: result.import?.id ?? null,
  };
  return { name: 'failed', request, failure };
}

function Instructions() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="import-how-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="import-how-title">
          How it works
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Paste the link to a recipe page, or switch to Text and paste the recipe itself.
          </List.Item>
          <List.Item>
            Or attach a photo or screenshot of a recipe, or take one with your camera, or import a
            recipe file from Simmer or another recipe app.
          </List.Item>
          <List.Item>Press Add: Simmer reads the ingredients, steps, times and servings.</List.Item>
          <List.Item>
            Check everything, change what you like, and Save Recipe. Imported recipes are private.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

/** /recipes/add: the Recipe Analysis screen (spec 2 §2, §4; issue 7 items 5 and 6). */
export function RecipeImportPage() {
  const run = useRunImport();
  const [input, setInput] = useState<InputBoxValue>(EMPTY_INPUT_BOX);
  const [inputError, setInputError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'input' });
  const attempt = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase.name === 'failed' || phase.name === 'duplicate') {
      outcomeRef.current?.focus({ preventScroll: true });
      outcomeRef.current?.scrollIntoView({ block: 'center' });
    }
    if (phase.name === 'review') {
      summaryRef.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    }
  }, [phase.name]);

  useEffect(() => () => abort.current?.abort(), []);

  const start = (request: ImportRequest) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    attempt.current += 1;
    const mine = attempt.current;
    setPhase({ name: 'running', request, startedAt: Date.now() });
    run.mutate(
      { request, signal: controller.signal },
      {
        // A stopped or replaced attempt's answer is not this screen's any more.
        onSuccess: (result) => {
          if (mine === attempt.current) setPhase(phaseFor(request, result));
        },
        onError: (error) => {
          if (mine === attempt.current) {
            setPhase({ name: 'failed', request, failure: importFailureOf(error) });
          }
        },
      },
    );
  };

  const stop = () => {
    attempt.current += 1;
    abort.current?.abort();
    setPhase({ name: 'input' });
  };

  const submit = () => {
    const checked = importRequestFor(input);
    if ('error' in checked) {
      setInputError(checked.error);
      return;
    }
    setInputError(null);
    start(checked.request);
  };

  const fileChoice = phase.name === 'review' ? phase.fileChoice : undefined;

  const discard = () => {
    setInput({ ...EMPTY_INPUT_BOX, mode: input.mode });
    setInputError(null);
    setPhase({ name: 'input' });
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.recipes} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to Recipes
          </Group>
        </Anchor>
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Recipe Analysis
          </Title>
          <Text c="dimmed">Add a recipe from a web page, pasted text or a photo.</Text>
        </div>

        {phase.name === 'review' ? (
          <>
            {fileChoice && (
              <FileRecipePicker
                fileName={fileChoice.file.name}
                names={fileChoice.names}
                index={fileChoice.index}
                onPick={(recipe) => start({ kind: 'file', file: fileChoice.file, recipe })}
              />
            )}
            <ExtractionSummary ref={summaryRef} draft={phase.draft} readFrom={phase.readFrom} />
            <ImportReviewForm
              key={phase.importId}
              importId={phase.importId}
              draft={phase.draft}
              onDiscard={discard}
            />
          </>
        ) : (
          <>
            <Instructions />
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <InputBox
                value={input}
                onChange={(value) => {
                  setInput(value);
                  setInputError(null);
                }}
                onSubmit={submit}
                isBusy={phase.name === 'running'}
                hasModeToggle
                error={inputError}
                urlLabel="Recipe URL"
                urlPlaceholder="https://example.com/your-recipe"
                textLabel="Recipe text"
                textPlaceholder="Paste the recipe: its name, ingredients and steps"
              />
            </Paper>
            {phase.name === 'running' && (
              <ExtractionProgress
                source={sourceOf(phase.request)}
                startedAt={phase.startedAt}
                onStop={stop}
              />
            )}
            {phase.name === 'failed' && (
              <ImportFailureAlert
                ref={outcomeRef}
                failure={phase.failure}
                onTryAgain={() => start(retryRequestFor(phase.request, phase.failure))}
              />
            )}
            {phase.name === 'duplicate' && (
              <DuplicateOffer
                ref={outcomeRef}
                duplicate={phase.duplicate}
                onImportAgain={() => start({ kind: 'url', url: phase.url, force: true })}
              />
            )}
            <Text size="sm">
              Prefer to type it in yourself?{' '}
              <Anchor component={Link} to={paths.recipeNew} fw={600}>
                Manual Entry
              </Anchor>
            </Text>
            <RecipeFilePanel
              isBusy={phase.name === 'running'}
              onFile={(file) => start({ kind: 'file', file })}
            />
            <ImportHistory
              isBusy={phase.name === 'running'}
              onRetry={(record) =>
                start({ kind: 'retry', importId: record.id, source: record.source })
              }
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

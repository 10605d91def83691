import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IMPORT_MESSAGES, type ImportDraft, type ImportSource } from '@simmer/domain/import';
import { IconCheck, IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import { useEffect, useState, type Ref } from 'react';
import { IMPORT_STAGES, progressAt, stageState } from '../import-progress';
import classes from '../recipe-import.module.css';

function StageList({ activeStage, isMoving }: { activeStage: number; isMoving: boolean }) {
  return (
    <ol className={classes.stageList} aria-label="Stages">
      {IMPORT_STAGES.map((stage, index) => {
        const state = stageState(index, activeStage);
        return (
          <li
            key={stage}
            className={
              state === 'waiting' ? `${classes.stage} ${classes.stageWaiting}` : classes.stage
            }
            aria-current={state === 'active' ? 'step' : undefined}
          >
            {state === 'done' && (
              <ThemeIcon size={22} radius="xl" color="green" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            )}
            {state === 'active' &&
              (isMoving ? (
                <Loader size={18} aria-hidden />
              ) : (
                <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                  <IconPointFilled size={14} />
                </ThemeIcon>
              ))}
            {state === 'waiting' && (
              <ThemeIcon size={22} radius="xl" variant="default" aria-hidden>
                <IconPointFilled size={14} />
              </ThemeIcon>
            )}
            <span>
              {stage}
              <VisuallyHidden>
                {state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ''}
              </VisuallyHidden>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function useElapsed(startedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, now - startedAt);
}

interface ExtractionProgressProps {
  source: ImportSource;
  /** When the request left (Date.now()). */
  startedAt: number;
  onStop: () => void;
}

/** While the import runs: the four stages and a message that changes every 3 s (spec 2 §2, §4). */
export function ExtractionProgress({ source, startedAt, onStop }: ExtractionProgressProps) {
  const reduceMotion = useReducedMotion();
  const elapsed = useElapsed(startedAt);
  const progress = progressAt(elapsed, source);
  const stage = IMPORT_STAGES[progress.activeStage]!;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="import-progress-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="import-progress-title">
            Analyzing your recipe
          </Title>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onStop}>
            Stop
          </Button>
        </Group>
        <Text role="status" size="sm" fw={500}>
          Step {progress.activeStage + 1} of {IMPORT_STAGES.length}: {stage}
        </Text>
        <Progress
          value={((progress.activeStage + 0.5) / IMPORT_STAGES.length) * 100}
          animated={!reduceMotion}
          striped={!reduceMotion}
          aria-hidden
        />
        <StageList activeStage={progress.activeStage} isMoving={!reduceMotion} />
        <Text c="dimmed" size="sm" className={classes.message} key={progress.message}>
          {progress.message}
        </Text>
        <Text size="xs" c="dimmed">
          A web page usually takes a few seconds; a photo can take longer.
        </Text>
      </Stack>
    </Paper>
  );
}

function minutes(value: number) {
  return value > 0 ? `${value} min` : '—';
}

/** Once the answer is in: every stage done, what was found, and the spec's success line. */
export function ExtractionSummary({
  draft,
  readFrom,
  ref,
}: {
  draft: ImportDraft;
  /** How the recipe was read ("Read from the recipe data the page publishes."). */
  readFrom?: string | null;
  ref?: Ref<HTMLDivElement>;
}) {
  const facts = [
    { label: 'Ingredients', value: String(draft.ingredients.length) },
    { label: 'Prep time', value: minutes(draft.prepTime) },
    { label: 'Cook time', value: minutes(draft.cookTime) },
    { label: 'Servings', value: String(draft.servings) },
    ...(draft.cuisine ? [{ label: 'Cuisine', value: draft.cuisine }] : []),
  ];
  return (
    <Paper
      ref={ref}
      tabIndex={-1}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="import-summary-title"
    >
      <Stack gap="md">
        <StageList activeStage={IMPORT_STAGES.length} isMoving={false} />
        <Title order={2} fz="lg" id="import-summary-title">
          {draft.name || 'Untitled recipe'}
        </Title>
        {readFrom && (
          <Text size="sm" c="dimmed" data-testid="import-read-from">
            {readFrom}
          </Text>
        )}
        <Group gap="lg" component="dl" style={{ margin: 0 }}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {fact.value}
              </Text>
            </div>
          ))}
        </Group>
        {draft.tags.length > 0 && (
          <Group gap={6} aria-label="Tags">
            {draft.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {IMPORT_MESSAGES.extracted}
        </Alert>
      </Stack>
    </Paper>
  );
}

import type { RecipeVideos, VideoKind } from '@simmer/domain/recipe-video';
import { VIDEO_MESSAGES } from '@simmer/domain/recipe-video';
import type { Recipe } from '@simmer/domain/recipes';
import {
  Alert,
  Badge,
  Button,
  Container,
  FileButton,
  Grid,
  Group,
  Loader,
  NumberInput,
  Paper,
  Progress,
  RangeSlider,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconDeviceFloppy,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRecipe } from '../api/recipes';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  uploadRecipeVideo,
  useRecipeVideos,
  useRemoveShortForm,
  useSaveBookmark,
  useSaveBookmarks,
  useStoreVideos,
  type VideoUpload,
} from '../api/recipe-videos';
import {
  defaultSegment,
  formatClock,
  formatMmSs,
  moveMarker,
  parseMmSs,
  sameSegment,
  type Segment,
} from '../video-timeline';
import classes from './cook-mode-editor.module.css';

const stepText = (step: Recipe['instructions'][number]) =>
  typeof step === 'string' ? step : step.text;

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/**
 * Edit Cook Mode (spec 2 §2, §4): the recipe's long video with each step's segment on a timeline,
 * the short preview clip, and each step's duration. Releasing a marker saves that step at once;
 * Save Changes saves every step.
 */
export function CookModeEditorPage({ recipeId }: { recipeId: string }) {
  const recipe = useRecipe(recipeId);
  const videos = useRecipeVideos(recipeId);
  useDocumentTitle(recipe.data ? `Edit Cook Mode - ${recipe.data.name}` : 'Edit Cook Mode');

  if (recipe.isPending || videos.isPending) {
    return (
      <Group justify="center" py="xl" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>Loading cook mode…</Text>
      </Group>
    );
  }
  if (recipe.isError || videos.isError) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz={{ base: 24, sm: 30 }} mb="md">
          Edit Cook Mode
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
          {errorMessage(recipe.error ?? videos.error, VIDEO_MESSAGES.loadFailed)}
        </Alert>
        <Button mt="md" component={Link} to={paths.recipes} variant="default">
          Back to recipes
        </Button>
      </Container>
    );
  }
  return <Editor recipe={recipe.data} videos={videos.data} />;
}

function Editor({ recipe, videos }: { recipe: Recipe; videos: RecipeVideos }) {
  const navigate = useNavigate();
  const player = useRef<HTMLVideoElement>(null);
  const steps = recipe.instructions;
  const [metadataDuration, setMetadataDuration] = useState<number | null>(null);
  const duration = videos.longFormDuration ?? metadataDuration;
  const saved = useMemo(
    () => new Map(videos.bookmarks.map((b) => [b.stepIndex, b])),
    [videos.bookmarks],
  );
  const [drafts, setDrafts] = useState<Map<number, Segment>>(new Map());
  const [selected, setSelected] = useState(0);
  const saveOne = useSaveBookmark(recipe.id);
  const saveAll = useSaveBookmarks(recipe.id);

  const segmentOf = (stepIndex: number): Segment | undefined =>
    drafts.get(stepIndex) ??
    saved.get(stepIndex) ??
    (duration ? defaultSegment(stepIndex, steps.length, duration) : undefined);
  const current = segmentOf(selected);
  const isModified = (stepIndex: number) =>
    (drafts.has(stepIndex) && !sameSegment(drafts.get(stepIndex), saved.get(stepIndex))) ||
    saved.get(stepIndex)?.userModified === true;

  const setDraft = (stepIndex: number, segment: Segment) =>
    setDrafts((all) => new Map(all).set(stepIndex, segment));

  const choose = (stepIndex: number) => {
    setSelected(stepIndex);
    const segment = segmentOf(stepIndex);
    if (segment && player.current) player.current.currentTime = segment.timestamp;
  };

  const saveStep = (stepIndex: number, segment: Segment) =>
    saveOne.mutate(
      { stepIndex, segment },
      {
        onSuccess: () =>
          setDrafts((all) => {
            const next = new Map(all);
            next.delete(stepIndex);
            return next;
          }),
        onError: (error) =>
          void notify({
            color: 'red',
            title: 'Error',
            message: errorMessage(error, VIDEO_MESSAGES.saveFailed),
          }),
      },
    );

  const move = (marker: 'start' | 'end', value: number) => {
    if (!current || !duration) return;
    setDraft(selected, moveMarker(current, marker, value, duration));
  };

  const saveChanges = () => {
    if (!duration) {
      void navigate(paths.recipe(recipe.id));
      return;
    }
    const bookmarks = steps.map((_, stepIndex) => ({
      stepIndex,
      ...segmentOf(stepIndex)!,
      userModified: isModified(stepIndex),
    }));
    saveAll.mutate(bookmarks, {
      onSuccess: () => {
        void notify({ color: 'green', title: 'Success', message: 'Cook mode saved' });
        void navigate(paths.recipe(recipe.id));
      },
      onError: (error) =>
        void notify({
          color: 'red',
          title: 'Error',
          message: errorMessage(error, VIDEO_MESSAGES.saveFailed),
        }),
    });
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Button
          component={Link}
          to={paths.recipe(recipe.id)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          w="fit-content"
          px={0}
        >
          Back to recipe
        </Button>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Edit Cook Mode - {recipe.name}
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Paper withBorder radius="md" className={classes.playerFrame}>
                {videos.longFormUrl ? (
                  <video
                    ref={player}
                    className={classes.player}
                    src={videos.longFormUrl}
                    poster={videos.posterUrl ?? undefined}
                    controls
                    preload="metadata"
                    aria-label={`${recipe.name} video`}
                    onLoadedMetadata={(event) => {
                      const seconds = event.currentTarget.duration;
                      if (Number.isFinite(seconds)) setMetadataDuration(seconds);
                    }}
                  />
                ) : (
                  <Text className={classes.noVideo}>{VIDEO_MESSAGES.none}</Text>
                )}
              </Paper>
              <VideoUploader
                recipeId={recipe.id}
                kind="longform"
                label={videos.longFormUrl ? 'Replace video' : 'Upload video'}
              />
              <ShortFormPanel recipeId={recipe.id} videos={videos} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Title order={2} fz="h4">
                    Step {selected + 1} timing
                  </Title>
                  <Text size="sm" lineClamp={3}>
                    {steps[selected] ? stepText(steps[selected]) : ''}
                  </Text>
                  {current && duration ? (
                    <StepTiming
                      // A new field for each step, so its typed duration starts from that step.
                      key={selected}
                      segment={current}
                      duration={duration}
                      isSaving={saveOne.isPending}
                      onMove={move}
                      onRelease={(next) => saveStep(selected, next)}
                      currentTime={() => player.current?.currentTime ?? 0}
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Upload the recipe video to set where each step starts and ends.
                    </Text>
                  )}
                </Stack>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Title order={2} fz="h4" mb="xs">
                  All Steps
                </Title>
                <ol className={classes.steps}>
                  {steps.map((step, stepIndex) => {
                    const segment = segmentOf(stepIndex);
                    return (
                      <li key={stepIndex}>
                        <UnstyledButton
                          className={classes.step}
                          data-selected={stepIndex === selected || undefined}
                          aria-current={stepIndex === selected ? 'step' : undefined}
                          onClick={() => choose(stepIndex)}
                        >
                          <Group justify="space-between" wrap="nowrap" gap="xs">
                            <Text size="sm" fw={600}>
                              Step {stepIndex + 1}
                            </Text>
                            <Group gap={6} wrap="nowrap">
                              {segment && (
                                <Text size="xs" c="dimmed">
                                  {formatClock(segment.timestamp)}–
                                  {formatClock(segment.endTimestamp)}
                                </Text>
                              )}
                              {isModified(stepIndex) && (
                                <Badge size="sm" variant="light">
                                  Modified
                                </Badge>
                              )}
                            </Group>
                          </Group>
                          <Text size="sm" lineClamp={2}>
                            {stepText(step)}
                          </Text>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </ol>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.recipe(recipe.id)}>
            Cancel
          </Button>
          <Button onClick={saveChanges} loading={saveAll.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * One step's segment: the timeline with its two markers (they cannot cross; releasing one saves
 * the step at once), start and end with Set Current, the step duration as MM:SS and the clip's
 * length.
 */
function StepTiming({
  segment,
  duration,
  isSaving,
  onMove,
  onRelease,
  currentTime,
}: {
  segment: Segment;
  duration: number;
  isSaving: boolean;
  onMove: (marker: 'start' | 'end', value: number) => void;
  onRelease: (segment: Segment) => void;
  currentTime: () => number;
}) {
  const [durationText, setDurationText] = useState(formatMmSs(segment.duration));
  const typedDuration = parseMmSs(durationText);
  return (
    <>
      <RangeSlider
        aria-label="Step segment"
        thumbFromLabel="Segment start"
        thumbToLabel="Segment end"
        min={0}
        max={Math.round(duration * 10) / 10}
        step={0.1}
        minRange={0.1}
        value={[segment.timestamp, segment.endTimestamp]}
        label={formatClock}
        onChange={([start, end]) => {
          if (start !== segment.timestamp) onMove('start', start);
          else if (end !== segment.endTimestamp) onMove('end', end);
        }}
        onChangeEnd={([start, end]) =>
          onRelease(moveMarker(moveMarker(segment, 'start', start, duration), 'end', end, duration))
        }
      />
      <Group grow align="flex-end" gap="xs">
        <NumberInput
          label="Start (seconds)"
          value={segment.timestamp}
          min={0}
          max={duration}
          step={0.1}
          decimalScale={1}
          onChange={(value) => onMove('start', Number(value) || 0)}
        />
        <Button variant="default" onClick={() => onMove('start', currentTime())}>
          Set Current
        </Button>
      </Group>
      <Group grow align="flex-end" gap="xs">
        <NumberInput
          label="End (seconds)"
          value={segment.endTimestamp}
          min={0}
          max={duration}
          step={0.1}
          decimalScale={1}
          onChange={(value) => onMove('end', Number(value) || 0)}
        />
        <Button variant="default" onClick={() => onMove('end', currentTime())}>
          Set Current
        </Button>
      </Group>
      <Group grow align="flex-start" gap="xs">
        <TextInput
          label="Step duration (MM:SS)"
          value={durationText}
          onChange={(event) => setDurationText(event.currentTarget.value)}
          error={
            durationText && typedDuration === null
              ? 'Enter minutes and seconds, e.g. 05:30'
              : undefined
          }
        />
        <TextInput
          label="Clip duration"
          value={formatClock(segment.endTimestamp - segment.timestamp)}
          readOnly
        />
      </Group>
      <Button
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        loading={isSaving}
        disabled={typedDuration === null}
        onClick={() => onRelease({ ...segment, duration: typedDuration ?? 0 })}
      >
        Save Step Timing
      </Button>
    </>
  );
}

/** A file picker that uploads a video with a progress bar and a way to cancel. */
function VideoUploader({
  recipeId,
  kind,
  label,
}: {
  recipeId: string;
  kind: VideoKind;
  label: string;
}) {
  const store = useStoreVideos(recipeId);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useRef<VideoUpload | null>(null);
  useEffect(() => () => upload.current?.cancel(), []);

  const start = (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    upload.current = uploadRecipeVideo(recipeId, kind, file, setProgress);
    upload.current.done
      .then((videos) => {
        store(videos);
        void notify({ color: 'green', title: 'Success', message: 'Video uploaded' });
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.message === 'Upload cancelled')) {
          setFailure(errorMessage(error, VIDEO_MESSAGES.uploadFailed));
        }
      })
      .finally(() => {
        upload.current = null;
        setProgress(null);
      });
  };

  return (
    <Stack gap={6}>
      {progress === null ? (
        <FileButton onChange={start} accept="video/*">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              {label}
            </Button>
          )}
        </FileButton>
      ) : (
        <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
          <Progress
            value={progress * 100}
            flex={1}
            aria-label={`Uploading: ${Math.round(progress * 100)}%`}
          />
          <Text size="sm" w={44} ta="right">
            {Math.round(progress * 100)}%
          </Text>
          <Button size="xs" variant="default" onClick={() => upload.current?.cancel()}>
            Cancel upload
          </Button>
        </Group>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

/** The short preview clip played before the long video (spec 2 §4): upload and remove. */
function ShortFormPanel({ recipeId, videos }: { recipeId: string; videos: RecipeVideos }) {
  const remove = useRemoveShortForm(recipeId);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Short preview
        </Title>
        {videos.shortFormUrl ? (
          <video
            className={classes.preview}
            src={videos.shortFormUrl}
            controls
            muted
            preload="metadata"
            aria-label="Short preview"
          />
        ) : (
          <Text size="sm" c="dimmed">
            A short clip plays before the full video in cook mode and the story viewer.
          </Text>
        )}
        <Group gap="sm">
          <VideoUploader
            recipeId={recipeId}
            kind="shortform"
            label={videos.shortFormUrl ? 'Replace preview' : 'Upload preview'}
          />
          {videos.shortFormUrl && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => {
                if (window.confirm('Remove the short preview?')) remove.mutate();
              }}
            >
              Remove preview
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

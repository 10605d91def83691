import { Alert, Box, Button, Container, Group, Progress, Stack, Text } from '@mantine/core';
import {
  personaFromAnswers,
  profileFromAnswers,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_STEP_COUNT,
  QUESTIONNAIRE_STEPS,
  QuestionnaireAnswersSchema,
  type PartialQuestionnaireAnswers,
} from '@simmer/domain/onboarding';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  writeOnboardingData,
  writeQuestionnaireProgress,
  type QuestionnaireProgress,
} from '@/lib/onboarding-data';
import { safeSessionRemove, sessionKeys } from '@/lib/storage-keys';
import { useSaveQuestionnaire } from '../api/questionnaire';
import { QuestionnaireStep } from './questionnaire-steps';

export interface QuestionnairePageProps {
  /** Where to start: the session's progress, or answers prefilled from the saved profile. */
  initial: QuestionnaireProgress;
  isSignedIn: boolean;
}

/** Whether a step has the answer it needs to move on. */
function isAnswered(answers: PartialQuestionnaireAnswers, index: number): boolean {
  const step = QUESTIONNAIRE_STEPS[index]!;
  // Optional and multi-choice steps can move on as they are: no restriction chosen means none.
  if (!step.required || step.kind === 'multi') return true;
  return answers[step.id] !== undefined;
}

/**
 * /questionnaire (spec 2 §2, §4): nine steps, 'Question {n} of {total}' and a progress bar,
 * Back, Skip on the optional steps, Continue. Single-choice answers save and advance; the
 * progress lives in the session so a reload resumes. Finishing saves the profile to the account
 * and goes home, or, for a visitor, keeps it in the session and shows the preview plan.
 */
export function QuestionnairePage({ initial, isSignedIn }: QuestionnairePageProps) {
  const navigate = useNavigate();
  const save = useSaveQuestionnaire();
  const [index, setIndex] = useState(initial.step - 1);
  const [answers, setAnswers] = useState<PartialQuestionnaireAnswers>(initial.answers);
  const [error, setError] = useState<string | null>(null);
  const step = QUESTIONNAIRE_STEPS[index]!;
  const isLast = index === QUESTIONNAIRE_STEP_COUNT - 1;

  function keep(nextAnswers: PartialQuestionnaireAnswers, nextIndex: number) {
    setAnswers(nextAnswers);
    setIndex(nextIndex);
    writeQuestionnaireProgress({ step: nextIndex + 1, answers: nextAnswers });
    writeOnboardingData({
      persona: personaFromAnswers(nextAnswers),
      cookingProfile: profileFromAnswers(nextAnswers),
    });
  }

  async function finish(finalAnswers: PartialQuestionnaireAnswers) {
    setError(null);
    const parsed = QuestionnaireAnswersSchema.safeParse(finalAnswers);
    if (!parsed.success) {
      // A required step left unanswered (an old session): go back to it.
      const missing = QUESTIONNAIRE_STEPS.findIndex((_, i) => !isAnswered(finalAnswers, i));
      if (missing >= 0) keep(finalAnswers, missing);
      setError(QUESTIONNAIRE_MESSAGES.processFailed);
      return;
    }
    if (!isSignedIn) {
      void navigate(paths.mealPreview);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      safeSessionRemove(sessionKeys.questionnaireProgress);
      void navigate(paths.home);
    } catch {
      setError(QUESTIONNAIRE_MESSAGES.processFailed);
    }
  }

  function forward(answered: PartialQuestionnaireAnswers) {
    const nextAnswers =
      step.id === 'dietaryRestrictions' && !answered.dietaryRestrictions
        ? { ...answered, dietaryRestrictions: [] }
        : answered;
    if (isLast) {
      keep(nextAnswers, index);
      void finish(nextAnswers);
    } else {
      keep(nextAnswers, index + 1);
    }
  }

  function skip() {
    const { [step.id]: _skipped, ...rest } = answers;
    forward(rest);
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600} aria-live="polite">
              {QUESTIONNAIRE_MESSAGES.progress(index + 1, QUESTIONNAIRE_STEP_COUNT)}
            </Text>
            <Text size="sm" c="dimmed">
              {step.required ? '* Required' : 'Optional'}
            </Text>
          </Group>
          <Progress
            value={((index + 1) / QUESTIONNAIRE_STEP_COUNT) * 100}
            aria-label={QUESTIONNAIRE_MESSAGES.progress(index + 1, QUESTIONNAIRE_STEP_COUNT)}
          />
        </Stack>
        <Box component="form" onSubmit={(event) => event.preventDefault()}>
          <QuestionnaireStep
            key={step.id}
            step={step.id}
            required={step.required}
            answers={answers}
            onAnswer={(next, advance) => {
              setError(null);
              if (advance) forward(next);
              else keep(next, index);
            }}
          />
        </Box>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={index === 0}
            onClick={() => keep(answers, index - 1)}
          >
            Back
          </Button>
          <Group gap="sm" wrap="nowrap">
            {!step.required && (
              <Button variant="default" onClick={skip}>
                Skip
              </Button>
            )}
            <Button
              onClick={() => forward(answers)}
              disabled={!isAnswered(answers, index)}
              loading={save.isPending}
            >
              {isLast ? 'Finish' : 'Continue'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Container>
  );
}

import { MEAL_COMMAND_MESSAGES, type MealCommandResult } from '@simmer/domain/meal-commands';
import { toIsoDay } from '@simmer/domain/meal-plans';
import {
  Alert,
  Button,
  Collapse,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronDown,
  IconInfoCircle,
  IconSparkles,
} from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { InputBox } from '@/components/input-box';
import { EMPTY_INPUT_BOX, type InputBoxValue } from '@/components/input-box-rules';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { notify } from '@/lib/notify';
import { useRetryKey } from '@/hooks/use-retry-key';
import { useMealCommand } from '../api/meal-commands';
import { mealCommandFailure } from '../meal-command-failure';
import classes from './smart-meal-planning.module.css';
import { useMountedOnceOpened } from './use-mounted-once-opened';

function Outcome({ result }: { result: MealCommandResult }) {
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid="smart-planning-outcome">
      <Text size="sm" fw={600}>
        {result.message}
      </Text>
      {result.done.length > 0 && (
        <List size="sm" spacing={2}>
          {result.done.map((outcome, index) => (
            <List.Item key={`${outcome.mealId ?? outcome.action}-${index}`}>
              {outcome.message}
            </List.Item>
          ))}
        </List>
      )}
      {result.notDone.map((part, index) => (
        <Group key={`${part.text}-${index}`} gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{part.message}</Text>
        </Group>
      ))}
    </Stack>
  );
}

interface SmartMealPlanningProps {
  /** Whether the user holds mealplan.ai; without it the header offers Pro instead (spec 2 §2). */
  canUse: boolean;
}

/**
 * The planner's Smart Meal Planning collapsible (spec 2 §2): a message ("add dinner tomorrow
 * with lasagne", "clear saturday", "plan my week") or a photo of a written plan or a fridge,
 * carried out by the server's meal assistant.
 */
export const SmartMealPlanning = memo(function SmartMealPlanning({
  canUse,
}: SmartMealPlanningProps) {
  const panelId = useId();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);
  const [value, setValue] = useState<InputBoxValue>({ ...EMPTY_INPUT_BOX, mode: 'text' });
  const [result, setResult] = useState<MealCommandResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upgrade = useMountedOnceOpened(isUpgradeOpen);
  const command = useMealCommand();
  const retryKey = useRetryKey();

  const toggle = () => {
    if (canUse) setIsOpen((open) => !open);
    else setIsUpgradeOpen(true);
  };

  const submit = () => {
    setFailure(null);
    setResult(null);
    const text = value.text.trim();
    const today = toIsoDay(new Date());
    const image = value.image;
    // Sending the same message again after a failure must not add its meals twice.
    const asked = JSON.stringify([text, today, image?.name, image?.size, image?.lastModified]);
    command.mutate(
      { text, image, today, idempotencyKey: retryKey.keyFor(asked) },
      {
        onSuccess: (answer) => {
          retryKey.done();
          setResult(answer);
          setValue({ ...EMPTY_INPUT_BOX, mode: 'text' });
          if (answer.added > 0) {
            void notify({ color: 'green', title: 'Success', message: answer.message });
          }
          if (answer.navigateTo) void navigate(answer.navigateTo);
        },
        onError: (error) => setFailure(mealCommandFailure(error)),
      },
    );
  };

  return (
    <Paper withBorder radius="md">
      <Title order={2} fz="md" m={0}>
        <UnstyledButton
          className={classes.toggle}
          onClick={toggle}
          aria-expanded={canUse ? isOpen : undefined}
          aria-controls={canUse ? panelId : undefined}
          aria-haspopup={canUse ? undefined : 'dialog'}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconSparkles size={20} aria-hidden />
              <span>Smart Meal Planning</span>
            </Group>
            <IconChevronDown
              size={18}
              aria-hidden
              className={isOpen ? classes.chevronOpen : classes.chevron}
            />
          </Group>
        </UnstyledButton>
      </Title>
      {/* Drawn when opened: the planner arrives without the message box it does not show. */}
      <Collapse expanded={isOpen} id={panelId} keepMounted={false}>
        <div className={classes.body}>
          <Stack gap="sm">
            <InputBox
              value={value}
              onChange={setValue}
              onSubmit={submit}
              isBusy={command.isPending}
              textLabel="Tell Simmer what to plan"
              textPlaceholder={MEAL_COMMAND_MESSAGES.placeholder}
              minRows={2}
            />
            {failure && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
                <Text size="sm">{failure}</Text>
              </Alert>
            )}
            {result && <Outcome result={result} />}
          </Stack>
        </div>
      </Collapse>
      {upgrade.isMounted && (
        <UpgradeDialog
          opened={upgrade.isOpened}
          onClose={() => setIsUpgradeOpen(false)}
          title={MEAL_COMMAND_MESSAGES.upgradeTitle}
          message={MEAL_COMMAND_MESSAGES.upgrade}
          alternative={
            <Button variant="default" onClick={() => setIsUpgradeOpen(false)}>
              Cancel
            </Button>
          }
        />
      )}
    </Paper>
  );
});

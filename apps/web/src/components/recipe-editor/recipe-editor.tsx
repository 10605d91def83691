import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useFormGuards } from '@/hooks/use-form-guards';
import classes from './recipe-editor.module.css';

/** A failed save, shown above the form. */
export interface RecipeEditorBanner {
  title?: string;
  message: string;
  /** Where an upgrade button leads, when the server offers one (the free plan's recipe limit). */
  upgradeTo?: string;
}

/** The words of the dialog that asks before unsaved changes are thrown away. */
export interface DiscardDialogText {
  title: string;
  message: string;
  confirmLabel: string;
}

/** Cancel leaves for a page (the guard asks first), or calls back (the editor asks first). */
export type RecipeEditorCancel = { to: string } | { onCancel: () => void };

interface RecipeEditorProps {
  /** The id of the visible heading that names the form; or `label` when it has none. */
  labelledBy?: string;
  label?: string;
  /** Above the banner: the page's title and its actions. */
  header?: ReactNode;
  banner: RecipeEditorBanner | null;
  bannerTestId: string;
  /** Whether the form holds changes that are not saved. */
  isDirty: boolean;
  /** Set just before leaving on purpose (after a save), so the unsaved-changes guard lets it through. */
  isLeaving: RefObject<boolean>;
  /** Each increase moves the focus to the first invalid field (after a refused save). */
  errorFocusRequest: number;
  isSaving: boolean;
  onSubmit: (event: FormEvent) => void;
  cancel: RecipeEditorCancel;
  /** In the save bar, before the buttons: progress of a save under way. */
  progress?: ReactNode;
  discard: DiscardDialogText;
  /** The form's sections. */
  children: ReactNode;
  /** Dialogs the sections open, kept inside the form. */
  dialogs?: ReactNode;
}

/**
 * One recipe editor for the recipe form and the import review: the form with its sections, the
 * save error banner, a save bar that stays in reach, and the guards that keep unsaved work (leaving
 * asks first, reloading warns, a refused save focuses the first invalid field).
 */
export function RecipeEditor({
  labelledBy,
  label,
  header,
  banner,
  bannerTestId,
  isDirty,
  isLeaving,
  errorFocusRequest,
  isSaving,
  onSubmit,
  cancel,
  progress,
  discard,
  children,
  dialogs,
}: RecipeEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const blocker = useFormGuards({
    isDirty,
    isLeaving,
    formRef,
    errorFocusRequest,
    bannerRef,
    banner,
  });

  const keepEditing = () => {
    setIsConfirmingCancel(false);
    blocker.reset?.();
  };
  const confirmDiscard = () => {
    if (blocker.state === 'blocked') {
      blocker.proceed();
      return;
    }
    setIsConfirmingCancel(false);
    if ('onCancel' in cancel) cancel.onCancel();
  };

  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
    >
      <Stack gap="lg">
        {header}
        {banner && (
          <Alert
            ref={bannerRef}
            tabIndex={-1}
            color="red"
            variant="filled"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden />}
            title={banner.title}
            data-testid={bannerTestId}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm" inherit>
                {banner.message}
              </Text>
              {banner.upgradeTo && (
                <Button
                  component={Link}
                  to={banner.upgradeTo}
                  variant="white"
                  color="red"
                  size="sm"
                >
                  Upgrade to Pro
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        {children}

        <div className={classes.actionBar}>
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            {progress}
            {'to' in cancel ? (
              <Button component={Link} to={cancel.to} variant="default" size="md">
                Cancel
              </Button>
            ) : (
              <Button
                variant="default"
                size="md"
                disabled={isSaving}
                onClick={() => (isDirty ? setIsConfirmingCancel(true) : cancel.onCancel())}
              >
                Cancel
              </Button>
            )}
            <Button
              type="submit"
              size="md"
              disabled={isSaving}
              leftSection={
                isSaving ? (
                  <Loader size={16} color="gray" />
                ) : (
                  <IconDeviceFloppy size={18} aria-hidden />
                )
              }
            >
              {isSaving ? 'Saving...' : 'Save Recipe'}
            </Button>
          </Group>
        </div>
      </Stack>

      {dialogs}

      <Modal
        opened={isConfirmingCancel || blocker.state === 'blocked'}
        onClose={keepEditing}
        title={discard.title}
        centered
      >
        <Stack gap="lg">
          <Text>{discard.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={keepEditing}>
              Keep Editing
            </Button>
            <Button color="red" onClick={confirmDiscard}>
              {discard.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

/** One titled section of the editor, named by its heading. */
export function RecipeEditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
      className={classes.section}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

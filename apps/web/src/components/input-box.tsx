import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useCallback, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { IMAGE_ACCEPT, imageFileError } from '@/lib/image-files';
import { CameraCaptureDialog } from './camera-capture-dialog';
import {
  canSubmitInputBox,
  firstImageFile,
  withImageAttached,
  withImageRemoved,
  type InputBoxValue,
} from './input-box-rules';
import classes from './input-box.module.css';

/** A preview of the attached file; the object URL lives exactly as long as the img element. */
function AttachedPreview({ file }: { file: File }) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node) return;
      const url = URL.createObjectURL(file);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className={classes.thumbnail} alt="" />;
}

interface InputBoxProps {
  value: InputBoxValue;
  onChange: (value: InputBoxValue) => void;
  onSubmit: () => void;
  isBusy: boolean;
  /** Offer the URL/Text toggle; without it the box takes text only. */
  hasModeToggle?: boolean;
  /** Why the last Add was refused, shown under the text. */
  error?: string | null;
  textLabel?: string;
  textPlaceholder?: string;
  urlLabel?: string;
  urlPlaceholder?: string;
  /** Rows the text box starts with (it grows with its text). */
  minRows?: number;
}

/**
 * The reusable input box (spec 2 §2, §5): text, an optional URL/Text toggle, and a photo,
 * screenshot (pasted) or camera image. Attaching an image clears the text and disables it; Add
 * needs text or an image and says 'Processing...' while busy.
 */
export function InputBox({
  value,
  onChange,
  onSubmit,
  isBusy,
  hasModeToggle = false,
  error,
  textLabel = 'Text',
  textPlaceholder,
  urlLabel = 'URL',
  urlPlaceholder = 'https://',
  minRows = 5,
}: InputBoxProps) {
  const [imageError, setImageError] = useState<string | null>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const hasImage = value.image !== null;
  const isUrl = hasModeToggle && value.mode === 'url';

  const attach = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const problem = imageFileError(file);
    setImageError(problem);
    if (!problem) onChange(withImageAttached(value, file));
  };

  const pasteImage = (event: ClipboardEvent) => {
    const file = firstImageFile(event.clipboardData?.files);
    if (!file) return;
    event.preventDefault();
    attach(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitInputBox(value, isBusy)) onSubmit();
  };

  const textError = hasImage ? null : error;
  const shared = {
    value: value.text,
    disabled: hasImage || isBusy,
    error: textError,
    onPaste: pasteImage,
    size: 'md' as const,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {hasModeToggle && (
          <SegmentedControl
            aria-label="Input type"
            data={[
              { value: 'url', label: 'URL' },
              { value: 'text', label: 'Text' },
            ]}
            value={value.mode}
            onChange={(mode) => onChange({ ...value, mode: mode === 'text' ? 'text' : 'url' })}
            disabled={isBusy}
            maw={240}
          />
        )}
        {isUrl ? (
          <TextInput
            {...shared}
            label={urlLabel}
            placeholder={hasImage ? 'An image is attached' : urlPlaceholder}
            type="url"
            inputMode="url"
            autoComplete="url"
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          />
        ) : (
          <Textarea
            {...shared}
            label={textLabel}
            placeholder={hasImage ? 'An image is attached' : textPlaceholder}
            autosize
            minRows={minRows}
            maxRows={16}
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          />
        )}

        {value.image && (
          <div className={classes.attachment}>
            <AttachedPreview file={value.image} />
            <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
              {value.image.name || 'Attached image'}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={40}
              aria-label="Remove image"
              disabled={isBusy}
              onClick={() => onChange(withImageRemoved(value))}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </div>
        )}
        {imageError && (
          <Text c="red" size="sm" role="alert">
            {imageError}
          </Text>
        )}

        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <FileButton onChange={attach} accept={IMAGE_ACCEPT} resetRef={resetPicker}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoPlus size={18} aria-hidden />}
                  disabled={isBusy}
                >
                  Attach photo
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={() => setIsCameraOpen(true)}
              disabled={isBusy}
            >
              Camera
            </Button>
          </Group>
          <Button
            type="submit"
            disabled={!canSubmitInputBox(value, isBusy)}
            leftSection={isBusy ? <Loader size={16} color="gray" /> : undefined}
          >
            {isBusy ? 'Processing...' : 'Add'}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          JPEG, PNG or WebP up to 5 MB. You can also paste a screenshot.
        </Text>
      </Stack>
      <CameraCaptureDialog
        opened={isCameraOpen}
        onClose={() => setIsCameraOpen(false)}
        onCapture={attach}
      />
    </form>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ImportImage } from '@simmer/domain/import';
import classes from '../recipe-import.module.css';
import { OfferedImage } from './offered-image';

interface StepImageDialogProps {
  /** The step's number, or null when the dialog is closed. */
  position: number | null;
  images: ImportImage[];
  current: string | undefined;
  onChoose: (url: string | undefined) => void;
  onClose: () => void;
}

/** Chooses one of the offered images for a step (spec 2 §2: the assign-image dialog). */
export function StepImageDialog({
  position,
  images,
  current,
  onChoose,
  onClose,
}: StepImageDialogProps) {
  return (
    <Modal
      opened={position !== null}
      onClose={onClose}
      title={`Choose an image for step ${position ?? ''}`}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Pick a picture from the page to show with this step.
        </Text>
        <ul className={classes.imageGrid} role="radiogroup" aria-label="Images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                role="radio"
                aria-checked={image.url === current}
                aria-label={`Image ${index + 1}`}
                className={classes.imageChoice}
                onClick={() => {
                  onChoose(image.url);
                  onClose();
                }}
              >
                <OfferedImage url={image.url} />
              </button>
            </li>
          ))}
        </ul>
        <Group justify="flex-end" gap="sm">
          {current && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                onChoose(undefined);
                onClose();
              }}
            >
              Remove image
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

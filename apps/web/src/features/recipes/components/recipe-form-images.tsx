import { ActionIcon, Badge, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { MAX_RECIPE_IMAGES, type RecipeImage } from '@simmer/domain/recipes';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { IMAGE_ACCEPT } from '@/lib/image-files';
import classes from './recipe-form.module.css';

/** An image picked in this form, not yet uploaded. */
export interface PendingImage {
  key: string;
  file: File;
  /** Why its last upload failed. */
  error?: string;
}

/** A preview of a picked file; the object URL lives exactly as long as the img element. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node) return;
      const url = URL.createObjectURL(file);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className={classes.image} alt={alt} />;
}

interface RecipeFormImagesProps {
  savedImages: RecipeImage[];
  removedCount: number;
  newImages: PendingImage[];
  errors: string[];
  /** The key of the image being uploaded now. */
  uploadingKey: string | null;
  isSaving: boolean;
  onPick: (files: File[]) => void;
  onRemoveSaved: (id: string) => void;
  onUndoRemovals: () => void;
  onRemoveNew: (key: string) => void;
}

/** The recipe's images: saved ones with a remove button, picked ones waiting for Save; 5 at most. */
export function RecipeFormImages({
  savedImages,
  removedCount,
  newImages,
  errors,
  uploadingKey,
  isSaving,
  onPick,
  onRemoveSaved,
  onUndoRemovals,
  onRemoveNew,
}: RecipeFormImagesProps) {
  const resetPicker = useRef<() => void>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const count = savedImages.length + newImages.length;
  const isFull = count >= MAX_RECIPE_IMAGES;

  const pick = (files: File[]) => {
    onPick(files);
    // Lets the same file be picked again after it was removed.
    resetPicker.current?.();
  };
  const removeThen = (remove: () => void) => () => {
    remove();
    addButton.current?.focus();
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          Max {MAX_RECIPE_IMAGES} images · JPEG, PNG or WebP, up to 5MB each
        </Text>
        <Text size="sm" fw={600} aria-live="polite">
          {count} / {MAX_RECIPE_IMAGES}
        </Text>
      </Group>

      {count > 0 && (
        <ul className={classes.imageGrid} aria-label="Recipe images">
          {savedImages.map((image, index) => (
            <li key={image.id} className={classes.imageTile}>
              <img
                className={classes.image}
                src={image.medium}
                alt={`Recipe image ${index + 1}`}
                loading="lazy"
              />
              <ActionIcon
                className={classes.imageRemove}
                variant="white"
                color="red"
                size={36}
                radius="xl"
                aria-label={`Remove image ${index + 1}`}
                disabled={isSaving}
                onClick={removeThen(() => onRemoveSaved(image.id))}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </li>
          ))}
          {newImages.map((image, index) => {
            const position = savedImages.length + index + 1;
            const isUploading = image.key === uploadingKey;
            return (
              <li
                key={image.key}
                className={
                  image.error ? `${classes.imageTile} ${classes.imageFailed}` : classes.imageTile
                }
              >
                <FilePreview file={image.file} alt={`New image ${position}: ${image.file.name}`} />
                <Badge className={classes.imageBadge} color={image.error ? 'red' : 'orange'}>
                  {image.error ? 'Not uploaded' : 'New'}
                </Badge>
                {isUploading ? (
                  <div className={classes.imageBusy} role="status" aria-label="Uploading image">
                    <Loader color="white" size="sm" />
                  </div>
                ) : (
                  <ActionIcon
                    className={classes.imageRemove}
                    variant="white"
                    color="red"
                    size={36}
                    radius="xl"
                    aria-label={`Remove image ${position}`}
                    disabled={isSaving}
                    onClick={removeThen(() => onRemoveNew(image.key))}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {newImages
        .filter((image) => image.error)
        .map((image) => (
          <Text key={image.key} size="sm" c="red">
            {image.file.name}: {image.error}
          </Text>
        ))}

      {removedCount > 0 && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {removedCount === 1
              ? '1 image will be removed when you save.'
              : `${removedCount} images will be removed when you save.`}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onUndoRemovals} disabled={isSaving}>
            Undo
          </Button>
        </Group>
      )}

      {errors.length > 0 && (
        <Stack gap={4} role="alert">
          {errors.map((error) => (
            <Text key={error} size="sm" c="red">
              {error}
            </Text>
          ))}
        </Stack>
      )}

      <div>
        <FileButton
          onChange={pick}
          accept={IMAGE_ACCEPT}
          multiple
          resetRef={resetPicker}
          disabled={isFull || isSaving}
          inputProps={{ 'aria-label': 'Choose images' }}
        >
          {(props) => (
            <Button
              {...props}
              ref={addButton}
              variant="light"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              disabled={isFull || isSaving}
            >
              Add Images
            </Button>
          )}
        </FileButton>
      </div>
    </Stack>
  );
}

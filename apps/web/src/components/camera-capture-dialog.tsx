import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconCameraRotate, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from './input-box-rules';
import classes from './input-box.module.css';

type Facing = 'environment' | 'user';

// Spec 3: camera capture at an ideal 1920×1080, saved as JPEG at quality 0.85.
const CAPTURE_SIZE = { width: 1920, height: 1080 };
const JPEG_QUALITY = 0.85;

/** Whether the browser offers a camera API (only on secure origins, and not in every browser). */
function hasCamera(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function stopTracks(stream: MediaStream) {
  stream.getTracks().forEach((track) => track.stop());
}

interface Captured {
  file: File;
  url: string;
}

/** The live camera, a captured still to retake or confirm; the camera stops when this unmounts. */
function CameraCapture({ onConfirm }: { onConfirm: (file: File) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [isLive, setIsLive] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    hasCamera() ? null : cameraErrorMessage(undefined),
  );
  const [captured, setCaptured] = useState<Captured | null>(null);

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    const video = videoRef.current;
    if (!hasCamera()) return;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: facing },
          width: { ideal: CAPTURE_SIZE.width },
          height: { ideal: CAPTURE_SIZE.height },
        },
      })
      .then((started) => {
        if (cancelled) {
          stopTracks(started);
          return;
        }
        stream = started;
        if (video) {
          video.srcObject = started;
          void video.play().catch(() => {});
        }
        setIsLive(true);
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(cameraErrorMessage((reason as { name?: string })?.name ?? ''));
      });
    return () => {
      cancelled = true;
      if (stream) stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, [facing]);

  useEffect(() => () => (captured ? URL.revokeObjectURL(captured.url) : undefined), [captured]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          setError(cameraErrorMessage(''));
          return;
        }
        const file = new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' });
        setCaptured({ file, url: URL.createObjectURL(blob) });
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  if (error) {
    return (
      <Alert color="red" role="alert" title="Camera unavailable">
        {error}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <div className={classes.cameraFrame}>
        <video
          ref={videoRef}
          className={classes.cameraVideo}
          hidden={captured !== null}
          playsInline
          muted
          aria-label="Camera preview"
        />
        {captured && (
          <img src={captured.url} className={classes.cameraVideo} alt="The photo just taken" />
        )}
        {!isLive && !captured && (
          <Center className={classes.cameraWaiting} role="status">
            <Stack align="center" gap="xs">
              <Loader color="white" />
              <Text c="white" size="sm">
                Starting the camera...
              </Text>
            </Stack>
          </Center>
        )}
      </div>
      {captured ? (
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => setCaptured(null)}
          >
            Retake
          </Button>
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => onConfirm(captured.file)}
          >
            Confirm
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconCameraRotate size={18} aria-hidden />}
            onClick={() =>
              setFacing((current) => (current === 'environment' ? 'user' : 'environment'))
            }
          >
            {facing === 'environment' ? 'Use front camera' : 'Use rear camera'}
          </Button>
          <Button
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={capture}
            disabled={!isLive}
          >
            Capture
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface CameraCaptureDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The confirmed photo, a JPEG. */
  onCapture: (file: File) => void;
}

/** Takes a photo with the rear or front camera: capture, retake, confirm (spec 2 §2). */
export function CameraCaptureDialog({ opened, onClose, onCapture }: CameraCaptureDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Take a photo" size="lg" fullScreen={isPhone}>
      {opened && (
        <CameraCapture
          onConfirm={(file) => {
            onCapture(file);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

import type { RecipeVideos } from '@simmer/domain/recipe-video';
import { VIDEO_MESSAGES } from '@simmer/domain/recipe-video';
import { ActionIcon } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconShare,
  IconVideoOff,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useShareRecipe } from '../api/recipes';
import { useRecipeVideos } from '../api/recipe-videos';
import {
  AUTOPLAY_DELAY_MS,
  afterShortClip,
  formatVideoTime,
  hasVideo,
  loopBackTime,
  openingPlayback,
  playbackForStep,
  stepSegment,
  type Playback,
} from './cook-mode-video';
import classes from './cook-mode.module.css';

interface CookModeVideoProps {
  recipe: { id: string; name: string };
  step: number;
  /** The short clip ended: the step goes back to the first (spec 2 §4). */
  onResetStep: () => void;
}

/**
 * Cook mode's video area (spec 2 §2, §4): the recipe's videos with their own controls, or 'No
 * video available'. Custom controls rather than the browser's, so the arrow keys keep moving steps.
 */
export function CookModeVideo({ recipe, step, onResetStep }: CookModeVideoProps) {
  const videos = useRecipeVideos(recipe.id);
  if (videos.isPending) return <div className={classes.videoArea} aria-busy="true" />;
  if (videos.isError || !hasVideo(videos.data)) {
    return (
      <VideoFrame recipe={recipe}>
        <p className={classes.videoNone}>
          <IconVideoOff size={22} aria-hidden />
          {VIDEO_MESSAGES.none}
        </p>
      </VideoFrame>
    );
  }
  return <VideoPlayer recipe={recipe} videos={videos.data} step={step} onResetStep={onResetStep} />;
}

function ShareButton({ recipe }: { recipe: { id: string; name: string } }) {
  const share = useShareRecipe();
  return (
    <ActionIcon
      variant="subtle"
      color="gray.0"
      size={44}
      loading={share.isPending}
      onClick={() => share.mutate(recipe)}
      aria-label="Share recipe"
    >
      <IconShare size={22} aria-hidden />
    </ActionIcon>
  );
}

function VideoFrame({
  recipe,
  children,
}: {
  recipe: { id: string; name: string };
  children: ReactNode;
}) {
  return (
    <div className={classes.videoArea} data-testid="cook-video" data-video="none">
      <div className={classes.videoBar}>
        {children}
        <ShareButton recipe={recipe} />
      </div>
    </div>
  );
}

function VideoPlayer({
  recipe,
  videos,
  step,
  onResetStep,
}: CookModeVideoProps & { videos: RecipeVideos }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback | null>(() => openingPlayback(videos, step));
  const playbackRef = useRef(playback);
  /** The step the video is on, followed in an effect (read by the media events). */
  const shownStep = useRef(step);
  /** Whether the video should be playing: kept across a switch from the clip to the long video. */
  const wantsPlay = useRef(false);
  /** The cook pressed a control: autoplay no longer overrides their choice. */
  const hasChosen = useRef(false);
  const [isPlaying, setIsPlaying] = useState(false);
  // Muted at first: browsers allow autoplay only without sound; the mute toggle turns it on.
  const [isMuted, setIsMuted] = useState(true);
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [time, setTime] = useState({ elapsed: 0, total: 0 });

  const play = useCallback(() => {
    wantsPlay.current = true;
    // A refused play (no user gesture yet) leaves the Play button for the cook.
    void videoRef.current?.play().catch(() => setIsPlaying(false));
  }, []);
  const pause = useCallback(() => {
    wantsPlay.current = false;
    videoRef.current?.pause();
  }, []);

  /** Plays `next`: a seek on the same video, or a new source that seeks once loaded. */
  const show = useCallback(
    (next: Playback) => {
      const video = videoRef.current;
      const isSameSource = playbackRef.current?.src === next.src;
      playbackRef.current = next;
      setPlayback(next);
      if (video && isSameSource && video.readyState > 0) {
        video.currentTime = next.startAt;
        if (wantsPlay.current && video.paused) play();
      }
    },
    [play],
  );

  useEffect(() => {
    // Who asked their system for less motion starts the video themselves.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setTimeout(() => {
      if (!hasChosen.current) play();
    }, AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [play]);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const next = playbackForStep(videos, playbackRef.current, step);
    if (next) show(next);
  }, [step, videos, show]);

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = playbackRef.current?.startAt ?? 0;
    setTime({ elapsed: video.currentTime, total: video.duration });
    if (wantsPlay.current) play();
  };
  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playbackRef.current?.phase === 'long') {
      const back = loopBackTime(stepSegment(videos, shownStep.current), video.currentTime);
      if (back !== null) video.currentTime = back;
    }
    setTime({ elapsed: video.currentTime, total: video.duration });
  };
  const onEnded = () => {
    if (playbackRef.current?.phase === 'short') {
      const after = afterShortClip(videos);
      if (!after) return;
      const wasOn = shownStep.current;
      shownStep.current = after.step;
      show(after.playback);
      if (wasOn !== after.step) onResetStep();
      return;
    }
    const back = loopBackTime(stepSegment(videos, shownStep.current), 0, true);
    if (back !== null && videoRef.current) {
      videoRef.current.currentTime = back;
      play();
    }
  };

  const togglePlay = () => {
    hasChosen.current = true;
    if (isPlaying) pause();
    else play();
  };
  const toggleCollapsed = () => {
    hasChosen.current = true;
    if (!isCollapsed) pause();
    setIsCollapsed(!isCollapsed);
  };
  const progress = time.total > 0 ? Math.min(100, (time.elapsed / time.total) * 100) : 0;
  const timeText = `${formatVideoTime(time.elapsed)} / ${formatVideoTime(time.total)}`;

  return (
    <div className={classes.videoArea} data-testid="cook-video" data-collapsed={isCollapsed}>
      {hasFailed ? (
        <p className={classes.videoNone}>
          <IconVideoOff size={22} aria-hidden />
          {VIDEO_MESSAGES.loadFailed}
        </p>
      ) : (
        <video
          ref={videoRef}
          className={classes.video}
          src={playback?.src}
          poster={videos.posterUrl ?? undefined}
          muted={isMuted}
          playsInline
          preload="auto"
          data-phase={playback?.phase}
          aria-label={`${recipe.name} video`}
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={onTimeUpdate}
          onEnded={onEnded}
          onPlay={() => setIsPlaying(true)}
          onPause={() => setIsPlaying(false)}
          onError={() => setHasFailed(true)}
        />
      )}
      <div
        className={classes.videoProgress}
        role="progressbar"
        aria-label="Video progress"
        aria-valuemin={0}
        aria-valuemax={Math.round(time.total) || 0}
        aria-valuenow={Math.floor(time.elapsed)}
        aria-valuetext={timeText}
      >
        <span style={{ width: `${progress}%` }} />
      </div>
      <div className={classes.videoBar}>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size={44}
          onClick={togglePlay}
          disabled={hasFailed}
          aria-label={isPlaying ? 'Pause video' : 'Play video'}
        >
          {isPlaying ? (
            <IconPlayerPauseFilled size={22} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={22} aria-hidden />
          )}
        </ActionIcon>
        <span className={classes.videoTime} data-testid="cook-video-time">
          {timeText}
        </span>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size={44}
          onClick={() => setIsMuted(!isMuted)}
          aria-label={isMuted ? 'Unmute video' : 'Mute video'}
        >
          {isMuted ? <IconVolumeOff size={22} aria-hidden /> : <IconVolume size={22} aria-hidden />}
        </ActionIcon>
        <ShareButton recipe={recipe} />
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size={44}
          onClick={toggleCollapsed}
          aria-label={isCollapsed ? 'Show video' : 'Hide video'}
          aria-expanded={!isCollapsed}
        >
          {isCollapsed ? (
            <IconChevronDown size={22} aria-hidden />
          ) : (
            <IconChevronUp size={22} aria-hidden />
          )}
        </ActionIcon>
      </div>
    </div>
  );
}

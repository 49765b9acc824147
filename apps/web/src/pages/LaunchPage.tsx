import { PRODUCT_NAME } from '@gleaner/shared';
import { ArrowRightIcon, WheatIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The four videos of apps/web/scripts/make-launch-videos.sh, each as WebM (VP9) and MP4. */
export const LAUNCH_VIDEOS = ['drift', 'field', 'ripple', 'rows'] as const;

type Playback = 'loading' | 'playing' | 'failed';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The alternative landing screen (spec/core.md): a full-screen looping muted video chosen at
 * random from four, the wordmark while it loads, when it fails, or when the person asks for
 * less motion; the header's Sign In / Dashboard button stays above it.
 */
export default function LaunchPage() {
  const [video] = useState(
    () => LAUNCH_VIDEOS[Math.floor(Math.random() * LAUNCH_VIDEOS.length)] ?? 'drift',
  );
  const [still] = useState(prefersReducedMotion);
  const [playback, setPlayback] = useState<Playback>('loading');

  useEffect(() => {
    // Full screen: nothing scrolls under the video.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const showVideo = !still && playback !== 'failed';
  return (
    <section
      aria-label={PRODUCT_NAME}
      data-playback={still ? 'still' : playback}
      className="fixed inset-0 z-30 overflow-hidden bg-slate-950"
    >
      <title>{PRODUCT_NAME}</title>
      {showVideo && (
        <video
          key={video}
          data-video={video}
          autoPlay
          loop
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          onPlaying={() => setPlayback('playing')}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-700',
            playback === 'playing' ? 'opacity-100' : 'opacity-0',
          )}
        >
          <source src={`/launch/${video}.webm`} type="video/webm" />
          {/* The last source failing means no source played: the wordmark stays. */}
          <source
            src={`/launch/${video}.mp4`}
            type="video/mp4"
            onError={() => setPlayback('failed')}
          />
        </video>
      )}
      {/* The wordmark names the screen: centred while the video loads, fails or is not wanted,
          then set small in a corner so the video has the screen. */}
      <div
        className={cn(
          'absolute',
          playback === 'playing' ? 'bottom-6 left-6' : 'inset-0 grid place-items-center',
        )}
      >
        <h1
          className={cn(
            'inline-flex items-center font-semibold tracking-tight text-white',
            playback === 'playing' ? 'gap-2 text-xl opacity-90' : 'gap-4 text-5xl sm:text-7xl',
          )}
        >
          <span
            className={cn(
              'grid place-items-center rounded-2xl bg-primary text-primary-foreground shadow-lg',
              playback === 'playing' ? 'size-8 rounded-lg' : 'size-16 sm:size-20',
            )}
          >
            <WheatIcon
              className={playback === 'playing' ? 'size-5' : 'size-9 sm:size-11'}
              aria-hidden="true"
            />
          </span>
          {PRODUCT_NAME}
        </h1>
      </div>
      {/* A newcomer's way forward: the landing's request box, focused. */}
      <Link
        to="/#request"
        className="absolute right-6 bottom-6 inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        Start scraping
        <ArrowRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

import { countOf, nounFor } from '@gleaner/shared';
import type { PreviewFrameMessage } from '@gleaner/shared';
import { AlertTriangleIcon, LoaderIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { previewFailure, previewUrl } from '../api';
import { usePreviewFrame } from '../hooks/use-preview-frame';
import { PreviewToolbar } from './PreviewToolbar';

export interface PagePreviewProps {
  url: string;
  onPick: (pick: Extract<PreviewFrameMessage, { type: 'pick' }>) => void;
}

/** How long after the frame loads its picker has to say ready before we call it a failure. */
const READY_GRACE_MS = 1500;

/** The target page as a sandboxed snapshot, with element picking (loaded on demand). */
export default function PagePreview({ url, onPick }: PagePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [picking, setPicking] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const preview = usePreviewFrame(frame, onPick, () => setExpanded(false));
  const { ready, command, reset } = preview;

  useEffect(() => {
    if (!loaded || ready) return;
    const timer = setTimeout(() => void previewFailure(url).then(setError), READY_GRACE_MS);
    return () => clearTimeout(timer);
  }, [loaded, ready, url]);
  useEffect(() => {
    if (ready) command({ type: 'pick-mode', enabled: picking });
  }, [ready, picking, command]);
  useEffect(() => {
    if (!expanded) return;
    const shrinkOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    window.addEventListener('keydown', shrinkOnEscape);
    return () => window.removeEventListener('keydown', shrinkOnEscape);
  }, [expanded]);

  const reload = () => {
    reset();
    setLoaded(false);
    setError(null);
    setPicking(false);
    setVersion((v) => v + 1);
  };
  return (
    <>
      {/* Expanded, the preview is a dialog in all but name: a click beside it closes it. */}
      {expanded && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-50 bg-black/50"
          onClick={() => setExpanded(false)}
        />
      )}
      <section
        aria-label="Page preview"
        className={cn(
          'flex flex-col overflow-hidden rounded-xl border bg-card',
          // Above the sticky site header (z-40), or its toolbar (Shrink preview) sits under it.
          expanded ? 'fixed inset-2 z-50 sm:inset-6' : 'h-96 lg:h-[28rem]',
        )}
      >
        <PreviewToolbar
          url={url}
          picking={picking}
          expanded={expanded}
          ready={ready}
          onPick={() => setPicking((p) => !p)}
          onExpand={() => setExpanded((e) => !e)}
          onReload={reload}
        />
        <div className="relative flex-1">
          <iframe
            key={`${url}-${version}`}
            ref={frame}
            title={`Preview of ${url}`}
            src={previewUrl(url)}
            sandbox="allow-scripts"
            onLoad={() => setLoaded(true)}
            className="absolute inset-0 size-full bg-white"
          />
          {!ready && !error && (
            <p
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-2 bg-card text-sm text-muted-foreground"
            >
              <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the page…
            </p>
          )}
          {error && (
            <div
              role="alert"
              className="absolute inset-0 grid place-content-center gap-2 bg-card p-6 text-center text-sm"
            >
              <AlertTriangleIcon className="mx-auto size-6 text-amber-600" aria-hidden="true" />
              <p className="font-medium">The page could not be previewed</p>
              <p className="break-words text-muted-foreground">{error}</p>
            </div>
          )}
        </div>
        <p className="border-t px-3 py-1.5 text-xs text-muted-foreground" aria-live="polite">
          {preview.matches
            ? `${countOf(preview.matches.count, 'element')} ${nounFor(preview.matches.count, 'matches', 'match')} ${preview.matches.selector}`
            : picking
              ? (preview.hover?.selector ?? 'Point at an element, then click to pick it')
              : 'Turn on Pick to choose an element to extract'}
        </p>
      </section>
    </>
  );
}

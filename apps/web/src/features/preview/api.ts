import { ApiErrorSchema } from '@gleaner/shared';

export function previewUrl(url: string): string {
  return `/api/preview?${new URLSearchParams({ url, render: 'auto' })}`;
}

/** Why a preview did not load: asked only after the frame failed to report ready. */
export async function previewFailure(url: string): Promise<string> {
  try {
    const response = await fetch(previewUrl(url), { headers: { Accept: 'application/json' } });
    if (response.ok) return 'The page loaded but its preview did not start.';
    const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => null));
    return parsed.success && parsed.data.error
      ? parsed.data.error
      : `Preview failed: ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : 'Network error';
  }
}

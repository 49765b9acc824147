import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnotationType, CellAnnotation, SaveAnnotationBody } from '@gleaner/shared';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { deleteAnnotation, fetchAnnotations, saveAnnotation } from '../api';

/**
 * The person's cell annotations of one job (signed in, or this browser's when anonymous, as for
 * its jobs), by cell, with save and remove.
 */
export function useAnnotations(jobId: string) {
  const who = useJobsIdentity();
  const client = useQueryClient();
  const key = ['data-agent', 'annotations', who.owner, jobId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => fetchAnnotations(who, jobId),
  });
  const byCell = useMemo(() => {
    const map = new Map<string, CellAnnotation[]>();
    for (const a of list.data?.annotations ?? [])
      map.set(a.cellId, [...(map.get(a.cellId) ?? []), a]);
    return map;
  }, [list.data]);
  const onError = (error: Error) => toast.error(`The annotation was not saved: ${error.message}`);
  const save = useMutation({
    mutationFn: (body: SaveAnnotationBody) => saveAnnotation(who, jobId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    onError,
  });
  const remove = useMutation({
    mutationFn: ({ cellId, type }: { cellId: string; type: AnnotationType }) =>
      deleteAnnotation(who, jobId, cellId, type),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    onError,
  });
  return { byCell, save: save.mutate, remove: remove.mutate };
}

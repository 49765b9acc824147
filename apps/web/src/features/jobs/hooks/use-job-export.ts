import type { ExportBody } from '@gleaner/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { saveFile } from '@/lib/format';
import { exportJob } from '../api';
import { useJobsIdentity } from './use-jobs-identity';

/** Server export of a whole stored job; the file name comes from Content-Disposition. */
export function useJobExport() {
  const who = useJobsIdentity();
  return useMutation({
    mutationFn: ({ id, redact, ...body }: { id: string; redact?: boolean } & ExportBody) =>
      exportJob(who, id, body, redact),
    onSuccess: ({ blob, filename }) => {
      saveFile(blob, filename);
      toast.success(`Exported ${filename}`);
    },
    onError: (error) => {
      console.error('Export failed', error);
      toast.error(`Export failed: ${error.message}`);
    },
  });
}

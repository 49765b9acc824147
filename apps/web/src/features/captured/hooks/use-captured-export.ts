import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { redactContents } from '@/features/documents/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { useRedactExports } from '@/features/jobs/redact-preference';
import { saveFile } from '@/lib/format';
import { countOf } from '@gleaner/shared';
import { exportFileName, toCsv, toJson, type PanelItem } from '../captured-export';

interface CapturedExport {
  items: PanelItem[];
  fields?: string[] | undefined;
  format: 'json' | 'csv';
}

/**
 * Captured Data's own CSV and JSON files, written in the browser. With Redact personal data
 * on, the server masks the items first (the browser has no entity reader of its own).
 */
export function useCapturedExport() {
  const who = useJobsIdentity();
  const [redact] = useRedactExports();
  return useMutation({
    mutationFn: async ({ items, fields, format }: CapturedExport) => {
      const contents = redact
        ? await redactContents(
            who.token,
            items.map((item) => item.content),
          )
        : null;
      const chosen = contents ? items.map((item, i) => ({ ...item, content: contents[i] })) : items;
      const text = format === 'csv' ? toCsv(chosen, fields) : toJson(chosen, redact);
      const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
      saveFile(new Blob([text], { type }), exportFileName(format, redact));
      return { count: items.length, format, redact };
    },
    onSuccess: ({ count, format, redact: masked }) =>
      toast.success(
        `Exported ${countOf(count, 'item')} as ${format.toUpperCase()}${masked ? ', personal data masked' : ''}`,
      ),
    onError: (error) => {
      console.error('Export failed', error);
      toast.error(`Export failed: ${error.message}`);
    },
  });
}

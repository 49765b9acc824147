import { countOf } from '@gleaner/shared';
import type { PreviewFrameMessage } from '@gleaner/shared';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { localId } from '../agent-machine';
import { useWorkspace } from './use-workspace';

type Pick = Extract<PreviewFrameMessage, { type: 'pick' }>;

/** A pick in the preview becomes an extract instruction (its item type leads the description). */
export function usePickInstruction() {
  const { state, dispatch } = useWorkspace();
  const { instructions } = state;
  return useCallback(
    (pick: Pick) => {
      if (instructions.some((i) => i.type === 'extract' && i.selector === pick.selector)) {
        toast.info(`${pick.selector} is already in the instructions`);
        return;
      }
      const instruction = {
        id: localId('pick'),
        type: 'extract' as const,
        description: `Extract ${pick.itemType} from ${pick.count} × ${pick.tag}`,
        selector: pick.selector,
      };
      dispatch({ type: 'patch', patch: { instructions: [...instructions, instruction] } });
      toast.success(
        `Instruction added: extract ${pick.itemType} (${countOf(pick.count, 'match')})`,
      );
    },
    [instructions, dispatch],
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkspace } from '../hooks/use-workspace';

/**
 * `/app?chat=open` (Start Chat on the support page) opens the agent chat, then drops the
 * parameter so a reload or a shared link does not keep reopening it.
 */
export function OpenChatFromLink() {
  const [params, setParams] = useSearchParams();
  const { dispatch } = useWorkspace();
  const wanted = params.get('chat') === 'open';
  useEffect(() => {
    if (!wanted) return;
    dispatch({ type: 'patch', patch: { chatOpen: true } });
    setParams(
      (current) => {
        current.delete('chat');
        return current;
      },
      { replace: true },
    );
  }, [wanted, dispatch, setParams]);
  return null;
}

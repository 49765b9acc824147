import { JOB_SOCKET_CREATE_RETRY_MS, JOB_SOCKET_RECONNECT_MS } from '@gleaner/shared';
import { replySchemas } from '@/lib/lazy-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { anonymousId } from '@/lib/identity';
import { applyJobEvent } from '../job-cache';
import { useJobsIdentity } from './use-jobs-identity';

function socketUrl(token: string | null): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = token ? `token=${encodeURIComponent(token)}` : `anonymous_id=${anonymousId()}`;
  return `${protocol}//${location.host}/ws/jobs?${query}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `/ws/jobs`: job events merged into the query cache; reconnects after 3 s (5 s if it cannot be created). */
export function useJobsSocket(): boolean {
  const client = useQueryClient();
  const { token, owner } = useJobsIdentity();
  const [connected, setConnected] = useState(false);
  // A renewed token (hourly) keeps the open socket, which the server authorised when it opened;
  // only a reconnect uses the new one. A change of person reconnects at once.
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      try {
        socket = new WebSocket(socketUrl(tokenRef.current));
      } catch (error) {
        console.error('Job socket could not be created', error);
        timer = setTimeout(connect, JOB_SOCKET_CREATE_RETRY_MS);
        return;
      }
      socket.onopen = () => setConnected(true);
      socket.onmessage = (message) => {
        const data = parseJson(String(message.data));
        // Events keep their order: each waits on the same load of the schemas.
        void replySchemas().then(({ JobEventSchema }) => {
          const parsed = JobEventSchema.safeParse(data);
          if (parsed.success) applyJobEvent(client, parsed.data);
        });
      };
      socket.onclose = () => {
        setConnected(false);
        if (!stopped) timer = setTimeout(connect, JOB_SOCKET_RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [client, owner]);
  return connected;
}

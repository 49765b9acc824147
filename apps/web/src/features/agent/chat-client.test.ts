import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient } from './chat-client';

/** A socket that opens at once and lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.onclose?.();
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const request = { message: 'Get every product name and price', context: {} } as never;

describe('chat client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fails a message at once when its reply cannot be read, instead of timing out', async () => {
    const client = new ChatClient('ws://gleaner.test/ws', () => undefined);
    await client.connect();
    const reply = client.send(request);
    const settled = reply.catch((error: Error) => error.message);
    // A reply whose plan breaks the contract (no conversation id, a plan of the wrong shape).
    FakeSocket.last?.serverSays({ type: 'response', message: 'Here is the plan', plan: 42 });
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled).toBe('the agent sent a reply this page could not read');
  });

  it('still waits through training steps and resolves with the reply', async () => {
    const client = new ChatClient('ws://gleaner.test/ws', () => undefined);
    await client.connect();
    const reply = client.send(request);
    FakeSocket.last?.serverSays({
      type: 'training_steps',
      conversation_id: 'c1',
      training_steps: [],
    });
    FakeSocket.last?.serverSays({
      type: 'response',
      message: 'Done',
      conversation_id: 'c1',
      conversation_state: 'initial',
    });
    await expect(reply).resolves.toMatchObject({ message: 'Done' });
  });

  it('times out a message that gets no reply at all after 30 s', async () => {
    const client = new ChatClient('ws://gleaner.test/ws', () => undefined);
    await client.connect();
    const settled = client.send(request).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(30_001);
    expect(await settled).toBe('WebSocket message timeout');
  });
});

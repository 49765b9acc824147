import {
  CHAT_CONNECT_TIMEOUT_MS,
  CHAT_REPLY_TIMEOUT_MS,
  ChatServerMessageSchema,
  type ChatRequest,
  type ChatResponse,
  type WorkflowStep,
} from '@gleaner/shared';

interface Waiting {
  answer: (reply: ChatResponse) => void;
  fail: (reason: string) => void;
}

/** A server message that answers a chat message (rather than reporting training steps). */
function isReply(raw: unknown): boolean {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : null;
  return type === 'response' || type === 'error';
}

/**
 * The chat channel `/ws?user_id=…` (spec section 7). Replies come in order, so each one
 * answers the oldest message still waiting; training steps arrive in between.
 */
export class ChatClient {
  private socket: WebSocket | null = null;
  private readonly waiting: Waiting[] = [];

  constructor(
    readonly url: string,
    private readonly onSteps: (steps: WorkflowStep[]) => void,
  ) {}

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Opens the socket; fails with 'WebSocket connection timeout' after 5 s. */
  connect(): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url);
      const timer = setTimeout(() => {
        socket.close();
        reject(new Error('WebSocket connection timeout'));
      }, CHAT_CONNECT_TIMEOUT_MS);
      socket.onopen = () => {
        clearTimeout(timer);
        this.socket = socket;
        resolve();
      };
      socket.onerror = () => {
        clearTimeout(timer);
        reject(new Error('WebSocket connection not available'));
      };
      socket.onclose = () => {
        clearTimeout(timer);
        // Closed before it opened: settle the connect call now rather than at the timeout.
        if (this.socket !== socket) reject(new Error('WebSocket connection not available'));
        else this.socket = null;
        this.failAll('WebSocket not connected');
      };
      socket.onmessage = (event) => this.receive(String(event.data));
    });
  }

  /** Sends one chat message; the reply, or 'WebSocket message timeout' after 30 s. */
  send(request: ChatRequest): Promise<ChatResponse> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.reject(new Error('WebSocket not connected'));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new Error('WebSocket message timeout'));
      }, CHAT_REPLY_TIMEOUT_MS);
      const entry: Waiting = {
        answer: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        fail: (reason) => {
          clearTimeout(timer);
          reject(new Error(reason));
        },
      };
      this.waiting.push(entry);
      socket.send(JSON.stringify(request));
    });
  }

  close(): void {
    this.socket?.close();
    this.socket = null;
    this.failAll('WebSocket not connected');
  }

  private receive(text: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = ChatServerMessageSchema.safeParse(raw);
    if (!parsed.success) {
      // A reply we cannot read still answers the oldest message: say so now, not after 30 s.
      if (isReply(raw))
        this.waiting.shift()?.fail('the agent sent a reply this page could not read');
      return;
    }
    const message = parsed.data;
    if (message.type === 'training_steps') return this.onSteps(message.training_steps);
    const head = this.waiting.shift();
    if (!head) return;
    if (message.type === 'response') head.answer(message);
    else head.fail(message.message);
  }

  private failAll(reason: string): void {
    for (const entry of this.waiting.splice(0)) entry.fail(reason);
  }
}

/** Spec section 8: what the person reads when the chat fails. */
export function fallbackReply(request: string, error: Error): string {
  const lower = request.toLowerCase();
  if (/extract|scrape/.test(lower)) {
    return `I'm sorry, I couldn't reach the scraping agent because of a connectivity problem, so I could not act on your request: "${request.slice(0, 100)}". Please try again in a moment.`;
  }
  if (/analy[sz]e|process/.test(lower)) {
    return 'Our analysis servers are temporarily unavailable. Please try again in a few minutes.';
  }
  return `I'm sorry, there was a temporary service issue and I could not answer. Error details: ${error.message}`;
}

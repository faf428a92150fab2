/**
 * The special event's live chat on its page (issue 21; server: modules/event-chat). One store per
 * open panel: G events/{id}/chat (the room, whether writing is open, the latest messages), the
 * room's stream (root.rooms) adding `chat.message` and taking off `chat.removed`, "load older",
 * sending (1-500 characters after trimming; a 429 becomes "wait N seconds" counted down) and
 * deleting one's own (or hiding any, as a moderator). Each time the stream opens the latest page
 * is read again, so what was written while it was down is shown.
 */
import { makeObservable, observable, observableRef, action, computed, runInAction } from 'mobx';
import { CHAT_BODY_MAX, CHAT_TOPICS, eventChat, type ChatMessage, type ChatRoomMessage, type EventChat } from '../../../common/contract/event-chat';
import type { ContractClient } from '../../api/contract';
import type { LiveMessage } from '../../api/liveEvents';
import type { RoomEvents } from '../../api/roomEvents';
import { errorMessage, Resource } from '../../stores/Resource';

export interface EventChatDeps {
  client: ContractClient;
  rooms: Pick<RoomEvents, 'listen'>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The characters of a draft as the server counts them: code points after trimming. */
export const chatLength = (text: string) => Array.from(text.trim()).length;

/** The seconds to wait from a 429's body (`data.retryAfter`), at least 1. */
export function retryAfterOf(err: unknown): number | null {
  if (!err || typeof err !== 'object' || (err as { status?: unknown }).status !== 429) return null;
  const body = (err as { data?: { data?: { retryAfter?: unknown } } }).data;
  const n = Number(body?.data?.retryAfter);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 1;
}

export class EventChatStore {
  readonly chat = new Resource<EventChat>();
  messages: ChatMessage[] = [];
  hasOlder = false;
  loadingOlder = false;
  olderError: string | null = null;
  draft = '';
  sending = false;
  sendError: string | null = null;
  /** When sending is allowed again after a 429 (ms since epoch), or null. */
  waitUntil: number | null = null;
  /** The clock the countdown reads; ticks each second while waiting. */
  clock: number;
  removing: number | null = null;
  removeError: string | null = null;
  /** The room stream was refused for now (too many streams from this address). */
  streamRefused = false;

  private readonly mine = new Set<number>();
  private unlisten: (() => void) | null = null;
  private ticker: unknown = null;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    private readonly deps: EventChatDeps,
    readonly contentId: number,
  ) {
    this.now = deps.now ?? (() => Date.now());
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.clock = this.now();
    makeObservable<EventChatStore, 'applyLatest' | 'onMessage'>(this, {
      messages: observableRef,
      hasOlder: observable,
      loadingOlder: observable,
      olderError: observable,
      draft: observable,
      sending: observable,
      sendError: observable,
      waitUntil: observable,
      clock: observable,
      removing: observable,
      removeError: observable,
      streamRefused: observable,
      waitSeconds: computed,
      length: computed,
      canSend: computed,
      setDraft: action,
      applyLatest: action,
      onMessage: action,
    });
  }

  /** Seconds left before sending is allowed again; 0 when it is. */
  get waitSeconds(): number {
    return this.waitUntil === null ? 0 : Math.max(0, Math.ceil((this.waitUntil - this.clock) / 1000));
  }

  get length(): number {
    return chatLength(this.draft);
  }

  get canSend(): boolean {
    return !this.sending && this.waitSeconds === 0 && this.length >= 1 && this.length <= CHAT_BODY_MAX && this.chat.data?.open === true;
  }

  setDraft(text: string): void {
    this.draft = text;
    this.sendError = null;
  }

  /** Reads the chat (again: after signing in or out the `mine` marks change) and follows its room. */
  async load(): Promise<void> {
    const data = await this.chat.load(() => this.deps.client.call(eventChat.read, { params: { id: this.contentId }, query: {} }));
    if (!data) return;
    this.applyLatest(data);
    if (!this.unlisten) {
      this.unlisten = this.deps.rooms.listen(data.room, {
        onMessage: (m) => this.onMessage(m),
        onOpen: () => {
          runInAction(() => (this.streamRefused = false));
          void this.refresh();
        },
        onRefused: (status) => runInAction(() => (this.streamRefused = status === 429)),
      });
    }
  }

  async loadOlder(): Promise<void> {
    const first = this.messages[0];
    if (!first || this.loadingOlder) return;
    runInAction(() => {
      this.loadingOlder = true;
      this.olderError = null;
    });
    try {
      const page = await this.deps.client.call(eventChat.read, { params: { id: this.contentId }, query: { before: first.id } });
      runInAction(() => {
        const known = new Set(this.messages.map((m) => m.id));
        this.messages = [...page.messages.filter((m) => !known.has(m.id)), ...this.messages];
        this.hasOlder = page.hasOlder;
      });
    } catch (err) {
      runInAction(() => (this.olderError = errorMessage(err)));
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  async send(): Promise<boolean> {
    if (!this.canSend) return false;
    runInAction(() => {
      this.sending = true;
      this.sendError = null;
    });
    try {
      const message = await this.deps.client.call(eventChat.post, { params: { id: this.contentId }, body: { body: this.draft } });
      runInAction(() => {
        this.mine.add(message.id);
        this.insert(message);
        this.draft = '';
      });
      return true;
    } catch (err) {
      const wait = retryAfterOf(err);
      runInAction(() => {
        if (wait !== null) this.startWaiting(wait);
        else this.sendError = errorMessage(err);
      });
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  async remove(id: number): Promise<void> {
    runInAction(() => {
      this.removing = id;
      this.removeError = null;
    });
    try {
      await this.deps.client.call(eventChat.remove, { params: { id: this.contentId, messageId: id } });
      runInAction(() => (this.messages = this.messages.filter((m) => m.id !== id)));
    } catch (err) {
      runInAction(() => (this.removeError = errorMessage(err)));
    } finally {
      runInAction(() => (this.removing = null));
    }
  }

  dispose(): void {
    this.unlisten?.();
    this.unlisten = null;
    if (this.ticker !== null) this.clearTimer(this.ticker);
    this.ticker = null;
  }

  /** The latest page again (the stream opened): newer messages added, removed ones dropped, older pages kept. */
  private async refresh(): Promise<void> {
    try {
      const data = await this.deps.client.call(eventChat.read, { params: { id: this.contentId }, query: {} });
      this.applyLatest(data);
    } catch {
      /* the list stays as it is; the stream still brings what comes */
    }
  }

  private applyLatest(data: EventChat): void {
    for (const m of data.messages) if (m.mine) this.mine.add(m.id);
    const oldest = data.messages[0]?.id;
    const older = oldest === undefined ? [] : this.messages.filter((m) => m.id < oldest);
    this.messages = [...older, ...data.messages];
    if (older.length === 0) this.hasOlder = data.hasOlder;
    this.chat.data = data;
  }

  private onMessage(m: LiveMessage): void {
    if (m.topic === CHAT_TOPICS.message) {
      const message = m.payload as ChatRoomMessage;
      if (typeof message?.id !== 'number') return;
      this.insert({ ...message, mine: this.mine.has(message.id) });
    } else if (m.topic === CHAT_TOPICS.removed) {
      const id = (m.payload as { id?: unknown })?.id;
      if (typeof id === 'number') this.messages = this.messages.filter((x) => x.id !== id);
    }
  }

  /**
   * Adds a message once, in id order (the stream and the send answer both bring one's own). The
   * room can bring one's own message before the send answers, unmarked: the answer then marks it.
   */
  private insert(message: ChatMessage): void {
    const at = this.messages.findIndex((m) => m.id === message.id);
    if (at >= 0) {
      if (message.mine && !this.messages[at]!.mine) this.messages = this.messages.map((m, i) => (i === at ? { ...m, mine: true } : m));
      return;
    }
    const last = this.messages.at(-1);
    this.messages = !last || last.id < message.id ? [...this.messages, message] : [...this.messages, message].sort((a, b) => a.id - b.id);
  }

  private startWaiting(seconds: number): void {
    this.waitUntil = this.now() + seconds * 1000;
    this.clock = this.now();
    const tick = () => {
      runInAction(() => (this.clock = this.now()));
      if (this.waitSeconds > 0) this.ticker = this.setTimer(tick, 1000);
      else {
        this.ticker = null;
        runInAction(() => (this.waitUntil = null));
      }
    };
    if (this.ticker !== null) this.clearTimer(this.ticker);
    this.ticker = this.setTimer(tick, 1000);
  }
}

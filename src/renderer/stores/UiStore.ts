/** Shell UI state: the toast queue, the progress bar and the maintenance flag. */
import { makeAutoObservable } from 'mobx';
import { TOAST_MS } from '../../common/constants';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  message: string;
  title?: string;
  /** Show the product logo (foreground push messages). */
  withLogo?: boolean;
  /** Makes the toast a button (a notification opens its page). */
  onClick?: () => void;
  timeoutMs: number;
}

export interface ToastOptions {
  title?: string;
  withLogo?: boolean;
  onClick?: () => void;
  timeoutMs?: number;
}

export class UiStore {
  /** Toasts waiting to be shown; the shell's Toaster drains this queue. */
  toasts: ToastMessage[] = [];
  /** Number of running progress tasks (lazy loading, explicit tasks). */
  busy = 0;
  maintenance = false;
  /** True once the maintenance check has answered (or failed). */
  maintenanceChecked = false;
  private nextId = 1;

  constructor() {
    makeAutoObservable<UiStore, 'nextId'>(this, { nextId: false });
  }

  notify(variant: ToastVariant, message: string, options: ToastOptions = {}): number {
    const id = this.nextId++;
    this.toasts.push({
      id,
      variant,
      message,
      title: options.title,
      withLogo: options.withLogo,
      onClick: options.onClick,
      timeoutMs: options.timeoutMs ?? TOAST_MS.shell,
    });
    return id;
  }
  success(message: string, options?: ToastOptions): number {
    return this.notify('success', message, options);
  }
  error(message: string, options?: ToastOptions): number {
    return this.notify('error', message, options);
  }
  warning(message: string, options?: ToastOptions): number {
    return this.notify('warning', message, options);
  }
  info(message: string, options?: ToastOptions): number {
    return this.notify('info', message, options);
  }

  /** Removes and returns the queued toasts. */
  takeToasts(): ToastMessage[] {
    const taken = this.toasts.slice();
    this.toasts = [];
    return taken;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Starts a progress task; call the returned function (once) when it ends. */
  beginProgress(): () => void {
    this.busy += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.endProgress();
    };
  }

  private endProgress(): void {
    this.busy = Math.max(0, this.busy - 1);
  }

  get showProgress(): boolean {
    return this.busy > 0;
  }

  setMaintenance(on: boolean): void {
    this.maintenance = on;
    this.maintenanceChecked = true;
  }
}

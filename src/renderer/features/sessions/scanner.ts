/**
 * The staff's check-in screen as a small model (the page draws it; tests drive it without a
 * DOM): the chosen session, the pasted or scanned text, the e-ticket read from it (G webinars/
 * scan/event: masked name, session, first check-in) and the check-in (P eticket/attendances: a
 * replay answers the first time).
 */
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { EticketAttendance, EticketScan } from '../../../common/contract/sessions';
import { eticketTokenFromText } from '../../../common/sessions';
import type { SessionsStore } from './store';

export type ScannerProblem = { kind: 'invalid' } | { kind: 'server'; message: string };

export class ScannerModel {
  text = '';
  /** The session being checked in for (null: not chosen; the first scan picks its own). */
  contentId: number | null = null;
  token: string | null = null;
  scan: EticketScan | null = null;
  attendance: EticketAttendance | null = null;
  problem: ScannerProblem | null = null;
  busy = false;

  constructor(private readonly sessions: SessionsStore) {
    makeObservable(this, {
      text: observable,
      contentId: observable,
      token: observable,
      scan: observableRef,
      attendance: observableRef,
      problem: observableRef,
      busy: observable,
      setText: action,
      setSession: action,
    });
  }

  setText(text: string): void {
    this.text = text;
  }

  setSession(contentId: number | null): void {
    this.contentId = contentId;
    this.scan = null;
    this.attendance = null;
    this.problem = null;
  }

  /** Reads the e-ticket in the text (a token or a scan link). Changes nothing on the server. */
  async read(): Promise<void> {
    const token = eticketTokenFromText(this.text);
    runInAction(() => {
      this.token = token;
      this.scan = null;
      this.attendance = null;
      this.problem = token ? null : { kind: 'invalid' };
    });
    if (!token) return;
    runInAction(() => (this.busy = true));
    const outcome = await this.sessions.scan(token, this.contentId ?? undefined);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) {
        this.scan = outcome.scan;
        this.contentId ??= outcome.scan.contentId;
      } else this.problem = { kind: 'server', message: outcome.message };
    });
  }

  /** Checks the read e-ticket in for the chosen session. */
  async checkIn(): Promise<void> {
    const contentId = this.contentId ?? this.scan?.contentId ?? null;
    if (!this.token || contentId === null) return;
    runInAction(() => {
      this.busy = true;
      this.problem = null;
    });
    const outcome = await this.sessions.checkIn(this.token, contentId);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) {
        this.attendance = outcome.attendance;
        if (this.scan) this.scan = { ...this.scan, checkedInAt: outcome.attendance.checkedInAt };
      } else this.problem = { kind: 'server', message: outcome.message };
    });
  }
}

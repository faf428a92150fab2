import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../../common/validation';

/** The page to return to after signing in: `?from=` when it is a same-site path, else '/'. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('from'));
}

/** `path` carrying the return page along (`/signup?from=%2Fcart`); nothing added for '/'. */
export function withFrom(path: string, from: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (from !== '/') params.set('from', from);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The current time, ticking every second while `active` (countdowns). */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/** m:ss */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

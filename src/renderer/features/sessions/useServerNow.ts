/** The server's time, ticking every second while the component is mounted (SessionsStore.now()). */
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/context';
import { sessionsOf } from './store';

export const TICK_MS = 1000;

export function useServerNow(): Date {
  const sessions = sessionsOf(useStores());
  const [now, setNow] = useState(() => sessions.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(sessions.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [sessions]);
  return now;
}

/** "2 d 03:04:05" / "03:04:05" until `target` (zero once it is reached). */
export function countdownParts(target: Date | string, now: Date): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now.getTime()) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

export function countdownText(target: Date | string, now: Date, daysLabel: (days: number) => string): string {
  const { days, hours, minutes, seconds } = countdownParts(target, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${daysLabel(days)} ${clock}` : clock;
}

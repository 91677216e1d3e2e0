'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './workspace.module.css';

/** mm:ss of a non-negative number of milliseconds (rounded up, so 0:00 means the time is really up). */
function mmss(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * A live countdown to `expiresAt`, ticking every second against the service's clock: `clockOffsetMs` is
 * (server time - browser time) when the data was fetched. Calls `onExpire` once when it reaches zero.
 */
export function Countdown({
  expiresAt,
  clockOffsetMs,
  onExpire,
  label,
  expiredLabel,
}: {
  expiresAt: string;
  clockOffsetMs: number;
  onExpire: () => void;
  label: string;
  expiredLabel: string;
}) {
  const target = new Date(expiresAt).getTime();
  const remainingNow = () => target - (Date.now() + clockOffsetMs);
  const [remaining, setRemaining] = useState(remainingNow);
  const fired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const left = target - (Date.now() + clockOffsetMs);
      setRemaining(left);
      if (left <= 0 && !fired.current) {
        fired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target, clockOffsetMs]);

  const urgent = remaining < 5 * 60_000;
  return (
    <span className={urgent ? `${styles.countdown} ${styles.urgent}` : styles.countdown}>
      <span className="muted">{label}: </span>
      {/* role=timer is not announced every second; the label gives its meaning. */}
      <strong role="timer" aria-label={`${label} ${mmss(remaining)}`} className={styles.countdownValue}>
        {remaining > 0 ? mmss(remaining) : expiredLabel}
      </strong>
    </span>
  );
}

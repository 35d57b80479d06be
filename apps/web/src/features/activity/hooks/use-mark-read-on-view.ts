import type { ActivityDirection } from '@app/shared/activity-kinds';
import { useCallback, useEffect, useRef } from 'react';
import { useMarkActivitiesRead } from '../api/mark-activities-read';

/** Seen slips are sent together, a moment after they scroll into view. */
const BATCH_MS = 600;

/**
 * Marks unread slips read as they are seen: each unread row registers its element; when at least
 * half of it is on screen its id joins the next batch for POST /api/activities/read. Without
 * IntersectionObserver (old browsers, tests) a registered row counts as seen at once.
 */
export function useMarkReadOnView(direction: ActivityDirection) {
  const mark = useMarkActivitiesRead();
  const pending = useRef(new Set<number>());
  const sent = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const mutate = useRef(mark.mutate);
  mutate.current = mark.mutate;

  const flush = useCallback(() => {
    timer.current = null;
    const ids = [...pending.current];
    pending.current.clear();
    if (ids.length > 0) {
      mutate.current({ direction, ids });
    }
  }, [direction]);

  /** `version` (the slip's updatedAt) lets a slip that changed since be marked once more. */
  const seen = useCallback(
    (id: number, version: string) => {
      const key = `${id}@${version}`;
      if (sent.current.has(key)) {
        return;
      }
      sent.current.add(key);
      pending.current.add(id);
      timer.current ??= setTimeout(flush, BATCH_MS);
    },
    [flush],
  );

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          const id = Number(el.dataset.activityId);
          if (entry.isIntersecting && id > 0) {
            seen(id, el.dataset.activityVersion ?? '');
            observer.current?.unobserve(entry.target);
          }
        }
      },
      { threshold: 0.5 },
    );
    return () => {
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [seen]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    },
    [flush],
  );

  /** The ref callback of an unread row (its element carries data-activity-id and -version). */
  const watch = useCallback(
    (id: number, version: string) => (el: HTMLElement | null) => {
      if (!el) {
        return;
      }
      if (observer.current) {
        observer.current.observe(el);
        return () => observer.current?.unobserve(el);
      }
      seen(id, version);
      return undefined;
    },
    [seen],
  );

  /** A slip opened in full counts as seen at once. */
  return { watch, opened: seen };
}

import { createContext, useContext } from 'react';

/**
 * Where transient status pills (the realtime connection banner) render: a strip the app shell keeps
 * in the page flow between the content and the bottom bar. Taking their own room there, they never
 * cover the header or the page; the content area gives up the height while one shows.
 * Null outside the shell: a pill then floats as before.
 */
export const StatusSlotContext = createContext<HTMLElement | null>(null);

export function useStatusSlot(): HTMLElement | null {
  return useContext(StatusSlotContext);
}

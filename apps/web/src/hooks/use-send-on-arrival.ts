import { useEffect, useRef } from 'react';

/**
 * Sends a mailed link's token once, when its page opens. The link works once: it is sent once per
 * page, even when an effect runs twice (React strict mode).
 */
export function useSendOnArrival(send: (token: string) => void, token: string): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      send(token);
    }
  }, [send, token]);
}

import { useEffect, useRef } from 'react';

/** A form opened from a row far down a list is brought into view when it opens. */
export function useScrollIntoView<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return ref;
}

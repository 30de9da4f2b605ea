/**
 * State that starts from a loader's data and starts again from it when a navigation brings new
 * data (the screen stays mounted); in between, the screen's refreshes set it.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export function useLoaderState<Data>(initial: Data): [Data, Dispatch<SetStateAction<Data>>] {
  const [state, setState] = useState(initial);
  const latest = useRef(initial);

  useEffect(() => {
    if (latest.current !== initial) {
      latest.current = initial;
      setState(initial);
    }
  }, [initial]);

  return [state, setState];
}

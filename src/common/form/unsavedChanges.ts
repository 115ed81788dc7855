import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A screen that asks before discarding unsaved changes (account settings' Back) reads its forms at the
 * moment of asking: each form registers how to read whether it holds any. Read then, not reported by
 * state: a report travels through an effect and a render, and a press a few milliseconds after the last
 * keystroke would be answered from the render before it.
 */
export interface UnsavedChanges {
  register(holdsUnsaved: () => boolean): () => void;
}

/** Outside such a screen (the change-password obligation page) nobody asks. */
export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** Registers `holdsUnsaved` (its latest version) for as long as the form is on the screen. */
export function useReportUnsavedChanges(holdsUnsaved: () => boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const latest = useRef(holdsUnsaved);
  useLayoutEffect(() => {
    latest.current = holdsUnsaved;
  });
  useEffect(() => registry?.register(() => latest.current()), [registry]);
}

/** The screen's registry, to provide, and whether any form on it holds unsaved changes now. */
export function useUnsavedChangesRegistry(): UnsavedChanges & { holdsUnsaved(): boolean } {
  const [registry] = useState(() => {
    const forms = new Set<() => boolean>();
    return {
      register(holdsUnsaved: () => boolean) {
        forms.add(holdsUnsaved);
        return () => void forms.delete(holdsUnsaved);
      },
      holdsUnsaved: () => [...forms].some((holdsUnsaved) => holdsUnsaved()),
    };
  });
  return registry;
}

import { createContext, useContext, useEffect } from 'react';

/**
 * The frame's Back asks before discarding unsaved changes: each tab reports whether
 * it holds any. A tab that unmounts holds none.
 */
export const UnsavedChangesContext = createContext<(dirty: boolean) => void>(() => undefined);

export function useReportUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(dirty);
  }, [dirty, report]);
  useEffect(() => () => report(false), [report]);
}

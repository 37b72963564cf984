import { useEffect } from 'react';

/** `?print=1` on a screen that has a print layout (the report view): that layout, on screen. */
export const PRINT_QUERY_PARAM = 'print';

/**
 * Set on <html> while a screen shows its print layout on screen (`?print=1`): the app's frame
 * (app-layout.module.css) then hides what @media print hides, the navigation first, so the page
 * on screen is the page on paper.
 */
export const PRINT_LAYOUT_ATTRIBUTE = 'data-print-layout';

/** Marks the document as showing a print layout while `active` and the calling screen is mounted. */
export const usePrintLayout = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.setAttribute(PRINT_LAYOUT_ATTRIBUTE, '');
    return () => root.removeAttribute(PRINT_LAYOUT_ATTRIBUTE);
  }, [active]);
};

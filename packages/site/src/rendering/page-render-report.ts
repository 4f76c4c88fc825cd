import { createContext, useContext } from 'react';

/** Server only: what the page renderer learns while rendering a page (its HTTP status); it reads it afterwards. */
const PageRenderReportContext = createContext<{ status: number } | null>(null);
export const PageRenderReportProvider = PageRenderReportContext.Provider;

/** Sets the server HTML's HTTP status (404 for a page or an article that does not exist); none in the browser. */
export function usePageStatus(status: number): void {
  const report = useContext(PageRenderReportContext);
  if (report) report.status = status;
}

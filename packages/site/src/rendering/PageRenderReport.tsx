import { createContext, useContext, type ReactNode } from 'react';

/** What the page renderer learns while rendering a page on the server: its HTTP status. */
export interface PageRenderReport {
  status: number;
}

const PageRenderReportContext = createContext<PageRenderReport | null>(null);

/** Server only: the renderer wraps the page in it and reads the report afterwards. */
export function PageRenderReportProvider({
  report,
  children,
}: {
  report: PageRenderReport;
  children: ReactNode;
}) {
  return <PageRenderReportContext.Provider value={report}>{children}</PageRenderReportContext.Provider>;
}

/**
 * Sets the HTTP status of the server HTML (404 for a page or an article that does not exist). No effect in the
 * browser, where the status is already sent.
 */
export function usePageStatus(status: number): void {
  const report = useContext(PageRenderReportContext);
  if (report) report.status = status;
}

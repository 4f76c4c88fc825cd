import { type DehydratedState } from '@tanstack/react-query';
import { type RemotesManifest, PAGE_BOOT } from '@stairs/contracts';

/** What a rendered page carries for its hydration: its remote versions (never newer ones) and its data. */
export interface PageState {
  remotes: RemotesManifest;
  data: DehydratedState;
}

let pageState: PageState | null | undefined;

/** The page's state, read once; null for a page the browser renders itself (admin, no rendered copy yet). */
export function readPageState(): PageState | null {
  if (pageState === undefined) {
    try {
      pageState = JSON.parse(document.getElementById(PAGE_BOOT.pageStateId)?.textContent ?? '') as PageState;
    } catch {
      pageState = null;
    }
  }
  return pageState;
}

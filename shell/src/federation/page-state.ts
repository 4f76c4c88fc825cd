import { type DehydratedState } from '@tanstack/react-query';
import { type RemotesManifest } from '@stairs/contracts';

/** Id of the JSON script the page renderer writes into a rendered page. */
export const PAGE_STATE_ELEMENT_ID = 'stairs-page-state';

/**
 * What a server-rendered page carries for its hydration: the remote versions it was rendered with (the browser
 * must load exactly these, never newer ones from /remotes.json), the query data it showed, and the scripts of its
 * remote's part (that version's entry and module), prefetched once the frame is alive.
 */
export interface PageState {
  remotes: RemotesManifest;
  data: DehydratedState;
  remoteScripts: string[];
}

/** The rendered page's state, or null for a page the browser renders itself (admin, no rendered copy yet). */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

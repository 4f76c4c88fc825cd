import { type DehydratedState } from '@tanstack/react-query';
import { type RemotesManifest, PAGE_BOOT } from '@stairs/contracts';

/**
 * What a server-rendered page carries for its hydration: the remote versions it was rendered with (the browser
 * must load exactly these, never newer ones from /remotes.json) and the query data it showed.
 */
export interface PageState {
  remotes: RemotesManifest;
  data: DehydratedState;
}

function parsePageState(): PageState | null {
  const element = document.getElementById(PAGE_BOOT.pageStateId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

let pageState: PageState | null | undefined;

/**
 * The rendered page's state, or null for a page the browser renders itself (admin, no rendered copy yet). Read
 * once: the islands runtime and the islands' query client share it.
 */
export function readPageState(): PageState | null {
  if (pageState === undefined) pageState = parsePageState();
  return pageState;
}

/** A contract path as a route of this API (its paths are written without the global `/api` prefix). */
export function apiRoute(path: string): string {
  if (!path.startsWith('/api/')) throw new Error(`${path} is not a path of the API`);
  return path.slice('/api/'.length);
}

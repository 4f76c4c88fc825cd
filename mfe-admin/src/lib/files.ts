import { ApiError } from '@stairs/api-client';

/**
 * Reads an admin file (PDF, HTML or the personal-data export) with the session cookie as a Blob, to save it. Not
 * apiCall: that one parses JSON and returns anything else as text, which would corrupt a PDF; the URL still
 * comes from the API table (apiUrl). Errors are the client's ApiError ("status: body", docs/product.md §7), and
 * the caller applies the admin's 401 rule with useAdminUnauthorizedHandler.
 */
export async function fetchAdminFile(url: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchImpl(url, { credentials: 'include' });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, body);
  }
  return response.blob();
}

/** Saves a Blob under the given name through a temporary object URL (the browser's download prompt). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

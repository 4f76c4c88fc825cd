/** What a description is written from. */
export interface DescriptionRequest {
  image: Buffer;
  contentType: string;
  title: string;
  /** German category label (GALLERY_CATEGORIES of the contracts). */
  categoryLabel: string;
}

/**
 * Writes the German gallery description of a picture (docs/decisions.md: an OpenAI-compatible vision endpoint
 * when configured, else the local provider). Runs in the worker's `ai` jobs, never on the request path.
 */
export interface DescriptionProvider {
  readonly name: string;
  describe(request: DescriptionRequest): Promise<string>;
}

export const DESCRIPTION_PROVIDER = Symbol('DESCRIPTION_PROVIDER');

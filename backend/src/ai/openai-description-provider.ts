import sharp from 'sharp';
import { DECODE_OPTIONS } from '../storage/image-inspection';
import { type DescriptionProvider, type DescriptionRequest } from './description-provider';

export interface OpenAiSettings {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama); /chat/completions is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

const SYSTEM_PROMPT =
  'Du schreibst kurze Bildbeschreibungen für die Galerie eines Wiener Treppenbauers (Treppenrenovierung, ' +
  'Stufenverkleidung). Schreibe auf Deutsch (Österreich), sachlich und freundlich, 2 bis 4 Sätze, ohne ' +
  'Aufzählungen, ohne Preise und ohne Dinge zu erfinden, die auf dem Bild nicht zu sehen sind.';

/**
 * Any OpenAI-compatible chat endpoint with vision (OpenAI, Ollama, vLLM): the picture goes along as a data URL,
 * scaled down to 1024 px so the request stays small.
 */
export class OpenAiDescriptionProvider implements DescriptionProvider {
  readonly name = 'openai-compatible';

  constructor(private readonly settings: OpenAiSettings) {}

  async describe({ image, title, categoryLabel }: DescriptionRequest): Promise<string> {
    const preview = await sharp(image, DECODE_OPTIONS)
      .rotate()
      .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    const response = await fetch(`${this.settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(this.settings.apiKey ? { Authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0.4,
        max_tokens: 300,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: `Titel: ${title}\nKategorie: ${categoryLabel}\nBeschreibe das Bild.` },
              {
                type: 'image_url',
                image_url: { url: `data:image/jpeg;base64,${preview.toString('base64')}` },
              },
            ],
          },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
    const body = (await response.json()) as ChatCompletion;
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('AI provider answered no text');
    return content.trim();
  }
}

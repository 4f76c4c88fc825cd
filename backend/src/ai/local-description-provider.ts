import { GALLERY_CATEGORIES, type GalleryCategory } from '@stairs/contracts';
import { type DescriptionProvider, type DescriptionRequest } from './description-provider';
import { type ImageMeasurements, measureImage, toHsl } from './image-measurements';

/** The material a colour suggests, in the words of a stair maker. */
export function materialOf(color: ImageMeasurements['dominant']): string {
  const { h, s, l } = toHsl(color);
  if (s < 0.14) {
    if (l > 0.78) return 'weiß lackierten Flächen';
    if (l > 0.42) return 'grauem Sichtbeton';
    return 'anthrazitfarbenen Oberflächen';
  }
  if (h < 15 || h >= 330) return 'rötlichem Holz wie Kirsche oder Merbau';
  if (h < 52) {
    if (l > 0.68) return 'hellem Ahorn- oder Eschenholz';
    if (l > 0.5) return 'natürlicher heller Eiche';
    if (l > 0.32) return 'geölter Eiche in warmem Honigton';
    return 'dunklem Nussbaumholz';
  }
  if (h < 75) return 'Holz mit gelblich-goldenem Ton';
  if (h < 170) return 'grünlich schimmernden Flächen';
  return 'kühlen, bläulich-grauen Tönen';
}

function lightOf(brightness: number): string {
  if (brightness > 175) return 'hell ausgeleuchtete';
  if (brightness > 125) return 'freundlich belichtete';
  if (brightness > 75) return 'warm gedämpfte';
  return 'stimmungsvoll dunkle';
}

function formatOf(orientation: ImageMeasurements['orientation']): string {
  if (orientation === 'portrait') return 'im Hochformat';
  if (orientation === 'landscape') return 'im Querformat';
  return 'im quadratischen Format';
}

const CATEGORY_SENTENCES: Record<GalleryCategory, string> = {
  vorher_nachher: 'Der Vergleich zeigt, wie stark eine Renovierung den Eindruck einer Treppe verändert.',
  arbeitsprozess: 'Die Aufnahme entstand während der Arbeiten und zeigt den Stand der Montage.',
  fertiges_projekt: 'Das fertige Projekt zeigt saubere Kanten und gleichmäßige Fugen.',
  massivstufen: 'Massive Holzstufen geben der Treppe eine solide, langlebige Trittfläche.',
  fertigparkett: 'Fertigparkett auf den Stufen ist pflegeleicht und schnell verlegt.',
  blockstufen: 'Blockstufen aus vollem Holz wirken kräftig und tragen das Bild des Raums.',
  kragarmtreppen: 'Die Stufen der Kragarmtreppe scheinen frei aus der Wand zu wachsen.',
};

/** The sentence of a category, by its label (the provider is handed the label the AI also reads). */
function categorySentenceOf(label: string): string | undefined {
  const category = (Object.keys(GALLERY_CATEGORIES) as GalleryCategory[]).find(
    (id) => GALLERY_CATEGORIES[id] === label,
  );
  return category ? CATEGORY_SENTENCES[category] : undefined;
}

/**
 * The built-in provider: writes the description from what it measures in the picture (format, light, contrast,
 * colour temperature and the dominant material tone) plus the category. It does not repeat the title: the
 * description stands under it on every card, and "treppe eiche vorher: Die …" read like a file name. Two different pictures read
 * differently because their measurements differ; nothing is picked from a fixed list of texts.
 */
export class LocalDescriptionProvider implements DescriptionProvider {
  readonly name = 'local';

  async describe({ image, categoryLabel }: DescriptionRequest): Promise<string> {
    const m = await measureImage(image);
    const mood = m.warmth > 12 ? 'warme' : m.warmth < -12 ? 'kühle' : 'ausgewogene';
    const texture =
      m.contrast > 55
        ? 'Kräftige Kontraste betonen Maserung, Kanten und Schattenfugen.'
        : m.contrast > 30
          ? 'Maserung und Stufenkanten sind deutlich zu erkennen.'
          : 'Die ruhige Bildwirkung lässt die Flächen ebenmäßig erscheinen.';
    // A label without a sentence (e.g. a blog photo's 'Treppe') adds nothing rather than a bare label.
    const categorySentence = categorySentenceOf(categoryLabel);
    return [
      `Die ${lightOf(m.brightness)} Aufnahme ${formatOf(m.orientation)} wird von ${materialOf(m.dominant)} geprägt und hat eine ${mood} Farbstimmung.`,
      texture,
      ...(categorySentence ? [categorySentence] : []),
      'Gerne beraten wir Sie in Wien zu einer ähnlichen Lösung für Ihre Treppe.',
    ].join(' ');
  }
}

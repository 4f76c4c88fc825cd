import { type DemoPicture } from '../gallery/demo/demo-content';

/** A demo article; `picture` is a demo picture (the seed stores every picture the demo content shows). */
export interface DemoArticle {
  title: string;
  /** Days before the seed: the list shows them in this order, newest first. */
  daysAgo: number;
  excerpt: string;
  keywords: string;
  metaDescription: string;
  picture: DemoPicture;
  /** Markdown; `{{picture}}` is replaced by the picture's URL. */
  content: string;
}

const p = (scene: DemoPicture['scene'], variant = 1): DemoPicture => ({ scene, variant });

/** Seven articles, so the blog list has a second page (6 per page). */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    title: 'Betonstiege mit Holz verkleiden: So läuft es ab',
    daysAgo: 3,
    excerpt:
      'Vom Aufmaß bis zur fertigen Stufe: wie aus einer grauen Betonstiege in zwei Tagen eine warme Holztreppe wird.',
    keywords: 'Betonstufen, Verkleidung, Eiche, Wien',
    metaDescription:
      'Betonstiege mit Holz verkleiden: Aufmaß, Zuschnitt, Montage und Pflege – der Ablauf einer Stufenverkleidung in Wien.',
    picture: p('renovated-stairs-after'),
    content: `Eine Betonstiege ist robust, aber selten schön. Mit einer Verkleidung aus Massivholz wird sie zur Treppe, die man gerne begeht – ohne Abriss und meist in zwei Tagen.

## Aufmaß

Jede Stufe wird **einzeln** gemessen: Breite, Tiefe und Höhe weichen bei Betonstiegen oft um einige Millimeter ab. Aus dem Aufmaß entsteht der Zuschnitt in unserer Werkstatt.

![Betonstiege mit Eiche verkleidet]({{picture}})

## Montage

Die Trittstufen werden vollflächig verklebt, die Setzstufen passgenau eingesetzt. Kanten bekommen auf Wunsch eine Rundung, damit nichts abplatzt.

## Pflege

Geölte Stufen frischen Sie einmal im Jahr mit Pflegeöl auf; lackierte Stufen wischen Sie *nebelfeucht*.

Was Ihre Stiege kostet, sehen Sie sofort im [Kalkulator](/concrete-calculator).`,
  },
  {
    title: 'Eiche, Nuss oder Buche? Holzarten für Treppen im Vergleich',
    daysAgo: 9,
    excerpt: 'Härte, Farbe und Preis: welche Holzart zu Ihrer Treppe und zu Ihrem Alltag passt.',
    keywords: 'Holzarten, Eiche, Nussbaum, Buche',
    metaDescription:
      'Eiche, Nussbaum oder Buche für die Treppe? Härte, Optik, Pflege und Preis der gängigen Holzarten im Vergleich.',
    picture: p('walnut-stairs-finished'),
    content: `Die Holzart bestimmt, wie eine Treppe aussieht, wie sie altert und was sie kostet.

## Eiche

Der Klassiker: hart, langlebig, hell bis honigfarben. Eiche verzeiht Kratzer und passt zu fast jedem Boden.

## Nussbaum

Dunkel und edel, etwas weicher als Eiche. Nussbaum wirkt besonders in hellen Räumen und zu weißen Setzstufen.

![Nussbaumstufen]({{picture}})

## Buche

Gleichmäßig und preiswert, aber empfindlicher gegen Feuchtigkeit. Für Stiegen in trockenen Innenräumen gut geeignet.

**Unser Tipp:** Legen Sie Musterstücke auf die Stufe und sehen Sie sie bei Tageslicht und bei Lampenlicht an.`,
  },
  {
    title: 'Alte Holztreppe renovieren statt ersetzen',
    daysAgo: 16,
    excerpt:
      'Abgetretene Stufen, knarrende Tritte: was eine Renovierung leisten kann und wann sie sich lohnt.',
    keywords: 'Renovierung, Holztreppe, Schleifen, Lack',
    metaDescription:
      'Holztreppe renovieren: Schleifen, Ausbessern, Lackieren oder Ölen – wann die Renovierung günstiger ist als eine neue Treppe.',
    picture: p('sanded-stairs-after'),
    content: `Eine alte Holztreppe hat meist mehr Substanz, als man denkt. Abgetretene Stufen lassen sich schleifen, Risse ausbessern und Oberflächen neu versiegeln.

## Schleifen und Ausbessern

Wir schleifen jede Stufe bis auf das gesunde Holz. Tiefe Schäden werden mit passendem Holz ausgebessert.

![Frisch geschliffene Holztreppe]({{picture}})

## Lack oder Öl

Lack ist pflegeleicht und strapazierfähig, Öl betont die Maserung und lässt sich stellenweise auffrischen.

Den Preis Ihrer Renovierung berechnen Sie im [Renovierungs-Kalkulator](/renovation-calculator).`,
  },
  {
    title: 'Fertigparkett auf Stufen: die günstige Alternative',
    daysAgo: 24,
    excerpt: 'Fertigparkett-Stufen sehen aus wie Massivholz und kosten deutlich weniger. Wo sie passen.',
    keywords: 'Fertigparkett, Stufen, Kosten',
    metaDescription:
      'Fertigparkett auf der Treppe: Aufbau, Optik, Haltbarkeit und Kosten im Vergleich zu Massivholzstufen.',
    picture: p('parquet-treads'),
    content: `Fertigparkett besteht aus einer Nutzschicht aus Echtholz auf einem stabilen Träger. Auf Stufen verlegt, wirkt es wie Massivholz.

## Wann Fertigparkett passt

- wenn der Boden im Wohnraum schon Parkett ist,
- wenn das Budget knapp ist,
- wenn die Stiege wenig beansprucht wird.

![Stufen mit Fertigparkett]({{picture}})

Massivholz bleibt die langlebigere Wahl: Es lässt sich mehrmals abschleifen.`,
  },
  {
    title: 'Blockstufen: massiv und modern',
    daysAgo: 33,
    excerpt: 'Blockstufen aus einem Stück geben Treppen eine klare, moderne Linie.',
    keywords: 'Blockstufen, Massivholz, Design',
    metaDescription:
      'Blockstufen aus Massivholz: Wirkung, Montage und worauf Sie bei der Planung achten sollten.',
    picture: p('block-steps'),
    content: `Blockstufen sind bis zu acht Zentimeter stark und wirken wie aus einem Stück gearbeitet.

## Wirkung

Sie geben der Treppe eine ruhige, moderne Linie – besonders zu Sichtbeton und Glas.

![Blockstufen aus Eiche]({{picture}})

## Planung

Blockstufen sind schwer: Die Unterkonstruktion muss sie tragen. Wir prüfen das beim Aufmaß vor Ort.`,
  },
  {
    title: 'Kragarmtreppen: Stufen, die zu schweben scheinen',
    daysAgo: 41,
    excerpt: 'Eine Kragarmtreppe braucht eine tragfähige Wand – und macht jeden Raum größer.',
    keywords: 'Kragarmtreppe, Wandtreppe, Planung',
    metaDescription:
      'Kragarmtreppen: wie die schwebenden Stufen in der Wand verankert werden und was die Planung verlangt.',
    picture: p('cantilever-stairs'),
    content: `Bei einer Kragarmtreppe sind die Stufen nur in der Wand verankert. Ohne Wange und Geländer auf der Raumseite wirkt sie leicht und offen.

![Kragarmtreppe]({{picture}})

## Voraussetzungen

Die Wand muss die Last tragen können – Stahlbeton oder Vollziegel. Ein Statiker prüft das vor der Planung.`,
  },
  {
    title: 'Treppe pflegen: fünf Tipps für lange Freude',
    daysAgo: 52,
    excerpt: 'Mit wenig Aufwand bleibt eine Holztreppe jahrzehntelang schön.',
    keywords: 'Pflege, Holztreppe, Tipps',
    metaDescription: 'Holztreppe richtig pflegen: fünf einfache Tipps für geölte und lackierte Stufen.',
    picture: p('oak-stairs-finished'),
    content: `Eine Holztreppe wird täglich begangen. So bleibt sie schön:

1. **Sand vermeiden:** eine Matte vor der ersten Stufe.
2. **Nebelfeucht wischen:** nie nass.
3. **Filzgleiter:** unter Möbeln in der Nähe der Treppe.
4. **Öl auffrischen:** geölte Stufen einmal im Jahr.
5. **Lack prüfen:** Abgetretene Stellen rechtzeitig ausbessern.

![Geölte Eichenstufen]({{picture}})

Fragen zur Pflege? [Schreiben Sie uns](/#contact).`,
  },
];

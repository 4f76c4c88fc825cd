/**
 * Wood drawn over an already filled face: glued lamellas or parquet boards in slightly different tones, many
 * thin wavy grain lines, flat-sawn "cathedral" figures, the odd knot, and end grain (growth rings) on the cut
 * ends of block steps. Faces are parallelograms in world space: origin o, u along the grain, v across it.
 */
import {
  add,
  f1,
  hex,
  length,
  mix,
  multiply,
  type Random,
  type Rgb,
  scale,
  type SvgCanvas,
  type Vec3,
} from './svg-scene';

export interface WoodLook {
  color: Rgb;
  grain: Rgb;
  /** Grain lines per metre across the grain. */
  density: number;
  /** Width of a glued lamella or parquet strip in metres; 0: one piece. */
  lamella: number;
  /** Length of a parquet board in metres (joints across the grain); 0: boards run through. */
  board: number;
  /** Cathedral figures per square metre. */
  figure: number;
  /** 0..1, how strongly the grain shows (dull, worn varnish shows less). */
  contrast: number;
  /** Probability of a knot per piece. */
  knots: number;
}

const WHITE: Rgb = [255, 255, 255];

/** Draws lamellas, grain and figure on the face o + s·u + t·v (s, t in 0..1); light scales the colours. */
export function drawWood(
  canvas: SvgCanvas,
  random: Random,
  o: Vec3,
  u: Vec3,
  v: Vec3,
  look: WoodLook,
  light: number,
): void {
  const lengthU = length(u);
  const lengthV = length(v);
  const point = (s: number, t: number): Vec3 => add(o, add(scale(u, s), scale(v, t)));
  const strips = look.lamella > 0 ? Math.max(1, Math.round(lengthV / look.lamella)) : 1;
  const grain = hex(multiply(look.grain, light));
  const highlight = hex(multiply(mix(look.color, WHITE, 0.35), light));
  const pxPerMetre = canvas.camera.scaleAt(point(0.5, 0.5));

  for (let k = 0; k < strips; k += 1) {
    const t0 = k / strips;
    const t1 = (k + 1) / strips;
    // Boards along the strip: parquet has joints, a glued tread runs through.
    const cuts: number[] = [0];
    if (look.board > 0) {
      let s = -random.range(0, look.board / lengthU);
      for (;;) {
        s += (look.board / lengthU) * random.range(0.7, 1.3);
        if (s >= 0.97) break;
        if (s > 0.03) cuts.push(s);
      }
    }
    cuts.push(1);
    for (let b = 0; b + 1 < cuts.length; b += 1) {
      const s0 = cuts[b] as number;
      const s1 = cuts[b + 1] as number;
      const tone = random.range(-1, 1);
      canvas.polygon(
        [point(s0, t0), point(s1, t0), point(s1, t1), point(s0, t1)],
        `fill="${tone > 0 ? '#fff' : '#000'}" opacity="${(Math.abs(tone) * 0.09).toFixed(3)}"`,
      );
      drawGrainLines(
        canvas,
        random,
        point,
        [s0, s1],
        [t0, t1],
        lengthU,
        lengthV,
        look,
        grain,
        highlight,
        pxPerMetre,
      );
      if (random.chance(look.knots)) {
        const s = random.range(s0 + (s1 - s0) * 0.15, s1 - (s1 - s0) * 0.15);
        const t = random.range(t0 + (t1 - t0) * 0.3, t1 - (t1 - t0) * 0.3);
        const r = random.range(0.006, 0.014);
        canvas.ellipse(
          point(s, t),
          scale(u, (r * 1.6) / lengthU),
          scale(v, r / lengthV),
          `fill="${canvas.radial([
            [0, grain, 0.85],
            [0.6, grain, 0.5],
            [1, grain, 0],
          ])}"`,
          14,
        );
      }
      if (b > 0 || look.board > 0) {
        canvas.polyline(
          [point(s0, t0), point(s0, t1)],
          `stroke="${grain}" stroke-opacity="0.45" stroke-width="0.8"`,
        );
      }
    }
    if (k > 0) {
      canvas.polyline(
        [point(0, t0), point(1, t0)],
        `stroke="${grain}" stroke-opacity="${look.board > 0 ? 0.45 : 0.12}" stroke-width="${look.board > 0 ? 0.9 : 0.6}"`,
      );
    }
  }
}

function drawGrainLines(
  canvas: SvgCanvas,
  random: Random,
  point: (s: number, t: number) => Vec3,
  [s0, s1]: readonly [number, number],
  [t0, t1]: readonly [number, number],
  lengthU: number,
  lengthV: number,
  look: WoodLook,
  grain: string,
  highlight: string,
  pxPerMetre: number,
): void {
  const widthM = (t1 - t0) * lengthV;
  const pieceLength = (s1 - s0) * lengthU;
  const lines = Math.max(2, Math.round(look.density * widthM * random.range(0.8, 1.2)));
  const segments = Math.max(4, Math.min(16, Math.round(pieceLength * 12)));
  const clampT = (t: number) => Math.min(t1, Math.max(t0, t));
  const width = (mm: number) => f1(Math.max(0.35, (mm / 1000) * pxPerMetre));
  // A slow common drift makes neighbouring lines flow together, as in real boards.
  const drift = random.range(0.5, 2.5);
  const driftPhase = random.range(0, Math.PI * 2);
  const driftAmp = random.range(0.002, 0.008) / lengthV;
  for (let i = 0; i < lines; i += 1) {
    const base = t0 + ((i + random.range(0.1, 0.9)) / lines) * (t1 - t0);
    const amp = random.range(0.0005, 0.003) / lengthV;
    const freq = random.range(2, 7);
    const phase = random.range(0, Math.PI * 2);
    const points: Vec3[] = [];
    for (let j = 0; j <= segments; j += 1) {
      const s = s0 + ((s1 - s0) * j) / segments;
      const x = s * lengthU;
      const t =
        base +
        driftAmp * Math.sin(x * drift * Math.PI + driftPhase) +
        amp * Math.sin(x * freq * Math.PI + phase);
      points.push(point(s, clampT(t)));
    }
    const light = random.chance(0.22);
    canvas.polyline(
      points,
      `stroke="${light ? highlight : grain}" stroke-opacity="${(random.range(0.1, 0.38) * look.contrast).toFixed(2)}" stroke-width="${width(random.range(0.4, 2.2))}"`,
    );
  }
  // Flat-sawn figure: nested arches that close to a tip along the grain.
  const figures = Math.floor(look.figure * widthM * pieceLength + random.next());
  for (let f = 0; f < figures; f += 1) {
    const direction = random.chance(0.5) ? 1 : -1;
    const center = random.range(t0 + (t1 - t0) * 0.25, t1 - (t1 - t0) * 0.25);
    const tip = random.range(s0 + (s1 - s0) * 0.3, s1 - (s1 - s0) * 0.3);
    const arches = random.int(4, 8);
    const reach = random.range(0.12, 0.35) / lengthU;
    for (let a = 0; a < arches; a += 1) {
      const half = (0.004 + a * random.range(0.003, 0.006)) / lengthV;
      const tipS = tip + (direction * a * random.range(0.02, 0.05)) / lengthU;
      const startS = tipS - direction * (reach + (a * 0.03) / lengthU);
      const points: Vec3[] = [];
      const steps = 10;
      for (let j = 0; j <= steps * 2; j += 1) {
        const k = j <= steps ? j / steps : (2 * steps - j) / steps;
        const side = j <= steps ? -1 : 1;
        const s = startS + (tipS - startS) * k;
        const t = center + side * half * Math.sqrt(Math.max(0, 1 - k));
        if (s < s0 || s > s1) continue;
        points.push(point(s, clampT(t)));
      }
      canvas.polyline(
        points,
        `stroke="${grain}" stroke-opacity="${(random.range(0.15, 0.35) * look.contrast).toFixed(2)}" stroke-width="${width(random.range(0.6, 1.6))}" stroke-linejoin="round"`,
      );
    }
  }
}

/** Growth rings on a cut end (block steps): arcs of circles whose centre lies outside the face. */
export function drawEndGrain(
  canvas: SvgCanvas,
  random: Random,
  o: Vec3,
  u: Vec3,
  v: Vec3,
  look: WoodLook,
  light: number,
): void {
  const lengthU = length(u);
  const lengthV = length(v);
  const cu = random.range(0.25, 0.75) * lengthU;
  const cv = -random.range(0.08, 0.25);
  const grain = hex(multiply(look.grain, light));
  const pxPerMetre = canvas.camera.scaleAt(add(o, scale(add(u, v), 0.5)));
  const far = Math.hypot(Math.max(cu, lengthU - cu), lengthV - cv);
  const near = -cv;
  let r = near + random.range(0.002, 0.006);
  while (r < far) {
    const runs: Vec3[][] = [[]];
    const samples = 48;
    for (let i = 0; i <= samples; i += 1) {
      const a = (i / samples) * Math.PI;
      const x = cu + Math.cos(a) * r * 1.15;
      const y = cv + Math.sin(a) * r;
      const inside = x >= 0 && x <= lengthU && y >= 0 && y <= lengthV;
      const run = runs[runs.length - 1] as Vec3[];
      if (inside) run.push(add(o, add(scale(u, x / lengthU), scale(v, y / lengthV))));
      else if (run.length > 0) runs.push([]);
    }
    for (const run of runs) {
      canvas.polyline(
        run,
        `stroke="${grain}" stroke-opacity="${(random.range(0.15, 0.4) * look.contrast).toFixed(2)}" stroke-width="${f1(Math.max(0.4, pxPerMetre * random.range(0.0006, 0.0018)))}"`,
      );
    }
    r += random.range(0.003, 0.009);
  }
}

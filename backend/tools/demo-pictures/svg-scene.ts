/**
 * Small 3D-to-SVG toolkit for the demo pictures: vectors, a seeded random source, colours, a perspective
 * camera with near-plane clipping, and an SVG canvas that collects gradients and shapes.
 */

export type Vec3 = readonly [number, number, number];
export type Point = readonly [number, number];
export type Rgb = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
export const lerp = (a: Vec3, b: Vec3, t: number): Vec3 => add(a, scale(sub(b, a), t));

/** Deterministic pseudo-random numbers (mulberry32). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** FNV-1a hash of a string, for seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hex(c: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(c[0])}${channel(c[1])}${channel(c[2])}`;
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const multiply = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];
/** The colour shifted slightly in brightness and warmth. */
export const vary = (c: Rgb, random: Random, amount: number): Rgb => {
  const f = 1 + random.range(-amount, amount);
  const warm = random.range(-amount, amount) * 40;
  return [c[0] * f + warm, c[1] * f, c[2] * f - warm];
};

export const f1 = (n: number): string => (Math.round(n * 10) / 10).toString();

const NEAR = 0.05;

/** A pinhole camera looking from position at target (x right, y up, z away from the viewer). */
export class Camera {
  private readonly right: Vec3;
  private readonly up: Vec3;
  private readonly forward: Vec3;

  constructor(
    readonly position: Vec3,
    target: Vec3,
    readonly focal: number,
    readonly width: number,
    readonly height: number,
  ) {
    this.forward = normalize(sub(target, position));
    this.right = normalize(cross([0, 1, 0], this.forward));
    this.up = cross(this.forward, this.right);
  }

  view(p: Vec3): Vec3 {
    const d = sub(p, this.position);
    return [dot(d, this.right), dot(d, this.up), dot(d, this.forward)];
  }

  project(p: Vec3): Point {
    const [x, y, z] = this.view(p);
    const depth = Math.max(NEAR, z);
    return [this.width / 2 + (this.focal * x) / depth, this.height / 2 - (this.focal * y) / depth];
  }

  /** Pixels per metre at a point. */
  scaleAt(p: Vec3): number {
    return this.focal / Math.max(NEAR, this.view(p)[2]);
  }

  /** Whether a face with this outward normal through p turns towards the camera. */
  faces(p: Vec3, normal: Vec3): boolean {
    return dot(sub(this.position, p), normal) > 0;
  }

  /** The polygon cut at the near plane (Sutherland–Hodgman with one plane). */
  clip(points: readonly Vec3[]): Vec3[] {
    const out: Vec3[] = [];
    const depth = (p: Vec3) => this.view(p)[2] - NEAR;
    for (let i = 0; i < points.length; i += 1) {
      const a = points[i] as Vec3;
      const b = points[(i + 1) % points.length] as Vec3;
      const da = depth(a);
      const db = depth(b);
      if (da >= 0) out.push(a);
      if (da >= 0 !== db >= 0) out.push(lerp(a, b, da / (da - db)));
    }
    return out;
  }
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Collects defs and shapes; every shape is given in world coordinates and projected by the camera. */
export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(readonly camera: Camera) {}

  get width(): number {
    return this.camera.width;
  }

  get height(): number {
    return this.camera.height;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  raw(markup: string): void {
    this.body.push(markup);
  }

  pointList(points: readonly Point[]): string {
    return points.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');
  }

  /** A world polygon, clipped and projected; attrs e.g. `fill="#fff" opacity="0.5"`. */
  polygon(points: readonly Vec3[], attrs: string): void {
    const clipped = this.camera.clip(points);
    if (clipped.length < 3) return;
    this.body.push(
      `<polygon points="${this.pointList(clipped.map((p) => this.camera.project(p)))}" ${attrs}/>`,
    );
  }

  /** A world polyline (all points must lie in front of the camera). */
  polyline(points: readonly Vec3[], attrs: string): void {
    if (points.length < 2) return;
    this.body.push(
      `<polyline points="${this.pointList(points.map((p) => this.camera.project(p)))}" fill="none" ${attrs}/>`,
    );
  }

  /** A world line segment, clipped at the near plane. */
  line(a: Vec3, b: Vec3, attrs: string): void {
    const da = this.camera.view(a)[2] - NEAR;
    const db = this.camera.view(b)[2] - NEAR;
    if (da < 0 && db < 0) return;
    const from = da < 0 ? lerp(a, b, da / (da - db)) : a;
    const to = db < 0 ? lerp(a, b, da / (da - db)) : b;
    const [x1, y1] = this.camera.project(from);
    const [x2, y2] = this.camera.project(to);
    this.body.push(`<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" ${attrs}/>`);
  }

  /** A linear gradient between two world points; returns `url(#id)`. */
  linear(from: Vec3, to: Vec3, stops: readonly Stop[]): string {
    const id = this.id('g');
    const [x1, y1] = this.camera.project(from);
    const [x2, y2] = this.camera.project(to);
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">${stopMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in the bounding box of the shape; returns `url(#id)`. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** An ellipse lying in the plane spanned by u and v (half axes) around center, as a polygon. */
  ellipse(center: Vec3, u: Vec3, v: Vec3, attrs: string, segments = 20): void {
    const points: Vec3[] = [];
    for (let i = 0; i < segments; i += 1) {
      const a = (i / segments) * Math.PI * 2;
      points.push(add(center, add(scale(u, Math.cos(a)), scale(v, Math.sin(a)))));
    }
    this.polygon(points, attrs);
  }

  toString(): string {
    const { width, height } = this.camera;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/**
 * A staircase between two walls in one-point perspective, drawn as SVG: treads with wood grain and a nosing,
 * risers, walls lit from one side, a floor, shadows and a vignette. Everything is computed here; nothing is
 * downloaded. The demo pictures of a new installation are variations of this scene.
 */

export interface Material {
  /** Main, darker and lighter tone of the surface. */
  base: string;
  dark: string;
  light: string;
  /** Wood grain lines across the surface. */
  grain: boolean;
  /** Scratches and stains (an old stair before renovation). */
  worn?: boolean;
  /** Fine mottling (concrete). */
  speckled?: boolean;
}

export interface StairScene {
  width: number;
  height: number;
  steps: number;
  tread: Material;
  /** null: open stair without risers. */
  riser: Material | null;
  /** Thickness of a tread in metres (4 cm cladding, 10+ cm block steps). */
  treadThickness: number;
  /** Treads only, fixed in the left wall (Kragarmtreppe). */
  cantilever: boolean;
  wall: { base: string; shade: string };
  floor: Material;
  /** From which step on (counted from the bottom) the treads are still bare concrete (work in progress). */
  unfinishedFrom?: number;
  /** Boards and a toolbox on the floor (work in progress). */
  workshop?: boolean;
  /** A bright window on the right wall. */
  window?: boolean;
  /** Small changes of angle and light, so two pictures of one scene differ. */
  variant: number;
}

type Point = [number, number];
type Vec3 = [number, number, number];

/** Deterministic pseudo-random numbers (mulberry32). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RISE = 0.18;
const RUN = 0.27;
const HALF_WIDTH = 0.5;

export function renderStairSvg(scene: StairScene): string {
  const { width: W, height: H } = scene;
  const random = randomSource(scene.variant * 7919 + scene.steps);
  const camera = { x: -0.1 + (random() - 0.5) * 0.14, y: 1.05 + random() * 0.15, z: -0.95 };
  const focal = Math.max(W, H * 1.3) * 0.62;
  const center: Point = [W / 2, H * (0.42 + (random() - 0.5) * 0.04)];
  const project = ([x, y, z]: Vec3): Point => {
    const depth = Math.max(0.05, z - camera.z);
    return [center[0] + (focal * (x - camera.x)) / depth, center[1] - (focal * (y - camera.y)) / depth];
  };
  const poly = (points: Vec3[]): string =>
    points
      .map(project)
      .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
      .join(' ');

  const parts: string[] = [];
  const defs: string[] = [];
  const gradient = (id: string, from: string, to: string, x2 = 1, y2 = 0) =>
    defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    );
  gradient('backWall', scene.wall.base, scene.wall.shade, 0, 1);
  gradient('leftWall', scene.wall.shade, scene.wall.base);
  gradient('rightWall', scene.wall.base, scene.wall.base);
  defs.push(
    `<linearGradient id="ceilingShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  );
  gradient('floor', scene.floor.light, scene.floor.dark, 0, 1);
  defs.push(
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
    `<filter id="speckle" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${scene.variant}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feComposite in2="SourceGraphic" operator="in"/></filter>`,
    `<filter id="soft" x="-0.2" y="-0.2" width="1.4" height="1.4"><feGaussianBlur stdDeviation="${(W / 220).toFixed(1)}"/></filter>`,
  );

  const depthEnd = scene.steps * RUN + 1.2;
  const near = camera.z + 0.12;
  const top = scene.steps * RISE + 2.6;
  // Room: back wall, side walls, floor.
  parts.push(`<rect width="${W}" height="${H}" fill="url(#backWall)"/>`);
  parts.push(
    `<polygon points="${poly([
      [-HALF_WIDTH, 0, near],
      [-HALF_WIDTH, 0, depthEnd],
      [-HALF_WIDTH, top, depthEnd],
      [-HALF_WIDTH, top, near],
    ])}" fill="url(#leftWall)"/>`,
  );
  parts.push(
    `<polygon points="${poly([
      [HALF_WIDTH, 0, near],
      [HALF_WIDTH, 0, depthEnd],
      [HALF_WIDTH, top, depthEnd],
      [HALF_WIDTH, top, near],
    ])}" fill="url(#rightWall)"/>`,
  );
  parts.push(
    `<polygon points="${poly([
      [-HALF_WIDTH, 0, near],
      [HALF_WIDTH, 0, near],
      [HALF_WIDTH, 0, 0],
      [-HALF_WIDTH, 0, 0],
    ])}" fill="url(#floor)"/>`,
  );
  // The left wall lies in the shade of the light from the right; corner lines give the room its shape.
  parts.push(
    `<polygon points="${poly([
      [-HALF_WIDTH, 0, near],
      [-HALF_WIDTH, 0, depthEnd],
      [-HALF_WIDTH, top, depthEnd],
      [-HALF_WIDTH, top, near],
    ])}" fill="#000" opacity="0.12"/>`,
  );
  for (const side of [-HALF_WIDTH, HALF_WIDTH]) {
    const [x1, y1] = project([side, 0, depthEnd]);
    const [x2, y2] = project([side, top, depthEnd]);
    parts.push(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#000" stroke-opacity="0.12" stroke-width="${(W / 500).toFixed(1)}"/>`,
    );
  }
  if (scene.window) {
    const glow = poly([
      [HALF_WIDTH - 0.001, 1.6, 1.2],
      [HALF_WIDTH - 0.001, 1.6, 2.1],
      [HALF_WIDTH - 0.001, 2.6, 2.1],
      [HALF_WIDTH - 0.001, 2.6, 1.2],
    ]);
    parts.push(`<polygon points="${glow}" fill="#fffdf5" opacity="0.92"/>`);
    parts.push(`<polygon points="${glow}" fill="none" stroke="#d9d4c7" stroke-width="${W / 180}"/>`);
  }

  const surface = (id: string, material: Material, corners: Vec3[], grainAxis: 'x' | 'y') => {
    const [a, b, c, d] = corners as [Vec3, Vec3, Vec3, Vec3];
    gradient(id, material.light, material.base, 0, 1);
    parts.push(`<polygon points="${poly(corners)}" fill="url(#${id})"/>`);
    if (material.speckled)
      parts.push(`<polygon points="${poly(corners)}" fill="${material.dark}" filter="url(#speckle)"/>`);
    if (material.grain) {
      // Grain along the long side: lines from edge a→b across to d→c, each slightly wavy.
      const lines = 16 + Math.floor(random() * 8);
      for (let i = 0; i < lines; i += 1) {
        const t = (i + random() * 0.8) / lines;
        const from = mix3(a, d, t);
        const to = mix3(b, c, t);
        const points: Point[] = [];
        const wave = 0.004 + random() * 0.01;
        const phase = random() * Math.PI * 2;
        for (let k = 0; k <= 12; k += 1) {
          const u = k / 12;
          const p = mix3(from, to, u);
          const offset = Math.sin(phase + u * (5 + random() * 2)) * wave;
          points.push(project(grainAxis === 'x' ? [p[0], p[1], p[2] + offset] : [p[0], p[1] + offset, p[2]]));
        }
        const stroke = random() < 0.35 ? material.light : material.dark;
        parts.push(
          `<polyline points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${(0.6 + random() * 1.6).toFixed(2)}" stroke-opacity="${(0.18 + random() * 0.3).toFixed(2)}"/>`,
        );
      }
    }
    if (material.worn) {
      for (let i = 0; i < 7; i += 1) {
        const p = mix3(mix3(a, b, 0.3 + random() * 0.4), mix3(d, c, 0.3 + random() * 0.4), random());
        const q: Vec3 = [p[0] + (random() - 0.5) * 0.25, p[1], p[2] + (random() - 0.5) * 0.05];
        const [x1, y1] = project(p);
        const [x2, y2] = project(q);
        parts.push(
          `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#f4efe6" stroke-opacity="0.35" stroke-width="1.2"/>`,
        );
      }
      const stain = project(mix3(mix3(a, b, 0.5), mix3(d, c, 0.5), 0.5));
      parts.push(
        `<ellipse cx="${stain[0].toFixed(1)}" cy="${stain[1].toFixed(1)}" rx="${(W / 14).toFixed(1)}" ry="${(W / 60).toFixed(1)}" fill="${material.dark}" opacity="0.25" filter="url(#soft)"/>`,
      );
    }
  };

  // Wall stringers (Wangen) along both walls, following the slope of the stair, and a handrail on the right.
  const slope = (z: number) => (z / RUN) * RISE;
  const zEnd = scene.steps * RUN;
  if (!scene.cantilever) {
    for (const side of [-HALF_WIDTH + 0.002, HALF_WIDTH - 0.002]) {
      parts.push(
        `<polygon points="${poly([
          [side, 0, -0.05],
          [side, slope(zEnd) + RISE, zEnd],
          [side, slope(zEnd) + RISE + 0.16, zEnd],
          [side, 0.16, -0.05],
        ])}" fill="${scene.wall.shade}" opacity="0.9"/>`,
      );
    }
  }
  const rail = HALF_WIDTH - 0.05;
  const railPoints = (offset: number) =>
    poly([
      [rail, RISE + 0.9 + offset, -0.1],
      [rail, slope(zEnd) + RISE + 0.9 + offset, zEnd],
    ]);
  parts.push(
    `<polyline points="${railPoints(0)}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="${(W / 120).toFixed(1)}" filter="url(#soft)"/>`,
  );
  parts.push(
    `<polyline points="${railPoints(0.02)}" fill="none" stroke="${scene.tread.dark}" stroke-width="${(W / 110).toFixed(1)}" stroke-linecap="round"/>`,
  );
  parts.push(
    `<polyline points="${railPoints(0.03)}" fill="none" stroke="${scene.tread.light}" stroke-opacity="0.6" stroke-width="${(W / 400).toFixed(1)}"/>`,
  );
  for (let z = 0.2; z < zEnd; z += 0.9) {
    const [x1, y1] = project([rail, slope(z) + RISE + 0.9, z]);
    const [x2, y2] = project([HALF_WIDTH, slope(z) + RISE + 0.85, z]);
    parts.push(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#777" stroke-width="${(W / 300).toFixed(1)}"/>`,
    );
  }

  // Far to near: the upper steps are behind the lower ones.
  for (let i = scene.steps - 1; i >= 0; i -= 1) {
    const z = i * RUN;
    const yTop = (i + 1) * RISE;
    const bare = scene.unfinishedFrom !== undefined && i >= scene.unfinishedFrom;
    const concrete: Material = {
      base: '#8a8680',
      dark: '#5f5b55',
      light: '#a29e97',
      grain: false,
      speckled: true,
    };
    const tread = bare ? concrete : scene.tread;
    const riser = bare ? concrete : scene.riser;
    const left = scene.cantilever ? -HALF_WIDTH : -HALF_WIDTH + 0.005;
    const right = scene.cantilever ? HALF_WIDTH - 0.22 : HALF_WIDTH - 0.005;
    const thickness = bare ? 0.0 : scene.treadThickness;
    const overhang = bare ? 0 : 0.025;

    if (scene.cantilever) {
      // Shadow of the floating tread on the wall and below.
      parts.push(
        `<polygon points="${poly([
          [left, yTop - thickness - 0.05, z],
          [left, yTop - thickness - 0.05, z + RUN],
          [left + 0.02, yTop - thickness - 0.25, z + RUN],
          [left + 0.02, yTop - thickness - 0.25, z],
        ])}" fill="#000" opacity="0.18" filter="url(#soft)"/>`,
      );
    } else if (riser) {
      surface(
        `riser${i}`,
        riser,
        [
          [left, yTop - RISE, z],
          [right, yTop - RISE, z],
          [right, yTop - thickness, z],
          [left, yTop - thickness, z],
        ],
        'y',
      );
      // Contact shadow under the nosing.
      parts.push(
        `<polygon points="${poly([
          [left, yTop - thickness - 0.03, z],
          [right, yTop - thickness - 0.03, z],
          [right, yTop - thickness, z],
          [left, yTop - thickness, z],
        ])}" fill="#000" opacity="0.22" filter="url(#soft)"/>`,
      );
    }
    // Tread top and its front face (the nosing).
    surface(
      `tread${i}`,
      tread,
      [
        [left, yTop, z - overhang],
        [right, yTop, z - overhang],
        [right, yTop, z + RUN],
        [left, yTop, z + RUN],
      ],
      'x',
    );
    if (thickness > 0) {
      surface(
        `nose${i}`,
        { ...tread, base: tread.dark, light: tread.base },
        [
          [left, yTop - thickness, z - overhang],
          [right, yTop - thickness, z - overhang],
          [right, yTop, z - overhang],
          [left, yTop, z - overhang],
        ],
        'y',
      );
    }
    if (scene.cantilever) {
      // The end of the tread facing the viewer's right.
      parts.push(
        `<polygon points="${poly([
          [right, yTop - thickness, z - overhang],
          [right, yTop - thickness, z + RUN],
          [right, yTop, z + RUN],
          [right, yTop, z - overhang],
        ])}" fill="${tread.dark}"/>`,
      );
    }
  }

  if (scene.workshop) {
    const board = (x: number, z: number, length: number, angle: number) => {
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      const corners: Vec3[] = [
        [x, 0.02, z],
        [x + length * c, 0.02, z + length * s],
        [x + length * c - 0.12 * s, 0.02, z + length * s + 0.12 * c],
        [x - 0.12 * s, 0.02, z + 0.12 * c],
      ];
      surface(`board${x}${z}`, scene.tread, corners, 'x');
    };
    board(-0.5, -0.9, 0.8, 0.1);
    board(-0.45, -0.7, 0.85, 0.05);
    parts.push(
      `<polygon points="${poly([
        [0.18, 0, -0.75],
        [0.45, 0, -0.75],
        [0.45, 0.16, -0.75],
        [0.18, 0.16, -0.75],
      ])}" fill="#b3261e"/>`,
    );
    parts.push(
      `<polygon points="${poly([
        [0.18, 0.16, -0.75],
        [0.45, 0.16, -0.75],
        [0.45, 0.16, -0.6],
        [0.18, 0.16, -0.6],
      ])}" fill="#d0453b"/>`,
    );
  }

  parts.push(`<rect width="${W}" height="${H}" fill="url(#ceilingShade)"/>`);
  // Light from the upper right, then the vignette of a real lens.
  defs.push(
    `<linearGradient id="light" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8e8" stop-opacity="${(0.18 + random() * 0.12).toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#light)"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}

function mix3(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

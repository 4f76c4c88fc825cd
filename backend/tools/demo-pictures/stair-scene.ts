/**
 * A straight staircase against the left wall of a stairwell, seen from the front right in perspective: the open
 * side shows the step profile. Treads with nosings, risers, the stair's side (concrete body, wooden stringer,
 * block ends or nothing for a cantilever stair), walls and floor lit by one light, contact shadows as gradients,
 * wood grain, wear, a balustrade, props. Same geometry key and variant give the same camera and stair.
 */
import {
  add,
  Camera,
  dot,
  f1,
  hashString,
  hex,
  mix,
  multiply,
  normalize,
  Random,
  rgb,
  type Rgb,
  scale,
  SvgCanvas,
  type Vec3,
  vary,
} from './svg-scene';
import { noiseTile } from './noise-texture';
import { drawEndGrain, drawWood, type WoodLook } from './wood-grain';

export interface Look {
  color: string;
  /** Wood grain (absent: paint, plaster or concrete). */
  wood?: {
    grain: string;
    density?: number;
    lamella?: number;
    board?: number;
    figure?: number;
    contrast?: number;
    knots?: number;
  };
  /** Mottled concrete or screed. */
  concrete?: boolean;
  /** Lacquer: a soft reflection on the treads (0..1). */
  gloss?: number;
  /** Scratches, a worn walking path, stains, glue remnants (0..1). */
  worn?: number;
}

export interface FloorLook {
  kind: 'tiles' | 'planks' | 'screed';
  color: string;
  joint: string;
  /** Tile edge or plank width in metres. */
  size: number;
}

export interface StairDesign {
  kind: 'massive' | 'stringer' | 'block' | 'cantilever';
  steps: number;
  tread: Look;
  riser: Look;
  /** Side of the concrete body, the stringer, or the support of block steps. */
  side: Look;
  /** Thickness of the tread boards in metres (0: raw concrete). */
  cladding: number;
  /** Only the steps below this index are clad (work in progress); the rest are bare concrete. */
  cladSteps?: number;
  wall: string;
  floor: FloorLook;
  balustrade: 'none' | 'steel' | 'glass' | 'wood';
  wallRail: 'none' | 'wood' | 'steel';
  window?: boolean;
  door?: boolean;
  workshop?: boolean;
  plant?: boolean;
  /** Overall brightness (1 = normal). */
  exposure?: number;
  /** Scenes with the same key and variant share camera and stair dimensions (before/after pairs). */
  geometryKey: string;
  /** Wide hero framing with room to the right. */
  wide?: boolean;
}

export const CONCRETE: Look = { color: '#8e8b85', concrete: true };

const TOP: Vec3 = [0, 1, 0];
const FRONT: Vec3 = [0, 0, -1];
const SIDE: Vec3 = [1, 0, 0];
const BOTTOM: Vec3 = [0, -1, 0];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

export function renderStairScene(
  design: StairDesign,
  options: { width: number; height: number; variant: number; seed: string },
): string {
  const { width, height, variant } = options;
  const g = new Random(hashString(design.geometryKey) ^ Math.imul(variant, 0x9e3779b1));
  const m = new Random(hashString(options.seed) ^ Math.imul(variant, 0x85ebca6b));

  // Geometry (shared by before/after pairs).
  const n = design.steps;
  const rise = g.range(0.168, 0.182);
  const run = g.range(0.27, 0.29);
  const X = g.range(0.95, 1.08);
  const zLanding = (n - 1) * run;
  const Zb = zLanding + g.range(1.0, 1.25);
  const wide = design.wide === true;
  const position: Vec3 = [X + g.range(1.0, 1.3) + (wide ? 0.9 : 0), g.range(1.4, 1.6), -g.range(1.55, 1.85)];
  const target: Vec3 = [
    X * 0.5 + g.range(-0.1, 0.1) + (wide ? 0.8 : 0),
    g.range(1.0, 1.15),
    g.range(1.5, 1.9),
  ];
  const camera = new Camera(position, target, height * (wide ? 0.95 : 1.05), width, height);
  const canvas = new SvgCanvas(camera);
  const light = normalize(
    design.window
      ? [0.55 + g.range(-0.08, 0.08), 0.75, 0.3 + g.range(-0.05, 0.05)]
      : [0.62 + g.range(-0.1, 0.1), 0.72, -0.3 + g.range(-0.08, 0.08)],
  );
  const exposure = (design.exposure ?? 1) * m.range(0.97, 1.03);
  const ambient = design.window ? 0.74 : 0.6;
  const lit = (c: Rgb, normal: Vec3): Rgb =>
    multiply(c, exposure * (ambient + (1.02 - ambient) * Math.max(0, dot(normal, light)) * 1.25));
  const color = (look: Look, amount = 0.03): Rgb => vary(rgb(look.color), m, amount);
  const px = (p: Vec3, metres: number) => f1(Math.max(0.4, camera.scaleAt(p) * metres));

  const stepTop = (i: number) => (i + 1) * rise;
  const stepFront = (i: number) => i * run;
  const stepBack = (i: number) => (i === n - 1 ? Zb : (i + 1) * run);
  const clad = (i: number) =>
    design.cladding > 0 && (design.cladSteps === undefined || i < design.cladSteps || i === n - 1);
  const c = design.cladding;
  const riserBoard = design.kind === 'stringer' ? 0 : 0.015;
  const nosing = design.kind === 'stringer' ? 0.03 : 0.022;
  const sideOverhang = design.kind === 'massive' ? 0.012 : 0;
  const finishedTop = (i: number) => stepTop(i) + (clad(i) ? c : 0);
  const nosingLine = (z: number) => rise + c + (z * rise) / run;

  const patterns = new Map<string, string>();
  const texture = (name: 'concrete' | 'plaster'): string => {
    let url = patterns.get(name);
    if (!url) {
      const tile = Math.round(Math.max(width, height) / (name === 'concrete' ? 5 : 3));
      const image =
        name === 'concrete'
          ? noiseTile({ size: 256, seed: m.int(1, 9999), cells: 4, octaves: 5, strength: 0.5, pores: 700 })
          : noiseTile({ size: 256, seed: m.int(1, 9999), cells: 3, octaves: 4, strength: 0.35, pores: 40 });
      canvas.def(
        `<pattern id="${name}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><image href="${image}" width="${tile}" height="${tile}" preserveAspectRatio="none"/></pattern>`,
      );
      url = `url(#${name})`;
      patterns.set(name, url);
    }
    return url;
  };
  const concrete = () => texture('concrete');
  const woodLook = (look: Look, base: Rgb): WoodLook | undefined =>
    look.wood && {
      color: base,
      grain: vary(rgb(look.wood.grain), m, 0.04),
      density: look.wood.density ?? 90,
      lamella: look.wood.lamella ?? 0,
      board: look.wood.board ?? 0,
      figure: look.wood.figure ?? 4,
      contrast: look.wood.contrast ?? 1,
      knots: look.wood.knots ?? 0,
    };

  /**
   * A parallelogram o + s·u + t·v with lighting, an optional brightness ramp along ramp (0 → 1 of the face),
   * and the look's texture. u runs along the wood grain.
   */
  const surface = (
    o: Vec3,
    u: Vec3,
    v: Vec3,
    normal: Vec3,
    look: Look,
    ramp?: { from: Vec3; to: Vec3; a: number; b: number },
    base = color(look),
  ): boolean => {
    if (!camera.faces(o, normal)) return false;
    const corners = [o, add(o, u), add(add(o, u), v), add(o, v)];
    const shaded = lit(base, normal);
    const fill = ramp
      ? canvas.linear(add(o, ramp.from), add(o, ramp.to), [
          [0, hex(multiply(shaded, ramp.a))],
          [1, hex(multiply(shaded, ramp.b))],
        ])
      : hex(shaded);
    canvas.polygon(corners, `fill="${fill}"`);
    if (look.concrete) canvas.polygon(corners, `fill="${concrete()}" opacity="0.6"`);
    const wood = woodLook(look, base);
    if (wood)
      drawWood(canvas, m, o, u, v, wood, exposure * (ambient + 0.4 * Math.max(0, dot(normal, light))));
    return true;
  };

  /** A dark (or light) ramp over a parallelogram: contact shadows and ambient occlusion. */
  const shadowRamp = (o: Vec3, u: Vec3, v: Vec3, strength: number, along: Vec3, tone: Rgb = BLACK) => {
    const corners = [o, add(o, u), add(add(o, u), v), add(o, v)];
    canvas.polygon(
      corners,
      `fill="${canvas.linear(o, add(o, along), [
        [0, hex(tone), strength],
        [1, hex(tone), 0],
      ])}"`,
    );
  };

  // --- Room -------------------------------------------------------------------------------------------------
  const wall = color({ color: design.wall }, 0.02);
  const roomRight = X + 8;
  const ceiling = 7;
  canvas.polygon(
    [
      [0, 0, Zb],
      [roomRight, 0, Zb],
      [roomRight, ceiling, Zb],
      [0, ceiling, Zb],
    ],
    `fill="${canvas.linear(
      [0, 2.4, Zb],
      [X + 3.5, 1.2, Zb],
      [
        [0, hex(multiply(lit(wall, FRONT), 0.9))],
        [1, hex(multiply(lit(wall, FRONT), 1.05))],
      ],
    )}"`,
  );
  canvas.polygon(
    [
      [0, 0, -6],
      [0, 0, Zb],
      [0, ceiling, Zb],
      [0, ceiling, -6],
    ],
    `fill="${canvas.linear(
      [0, 2, -1],
      [0, 1.5, Zb],
      [
        [0, hex(multiply(lit(wall, SIDE), 1.02))],
        [1, hex(multiply(lit(wall, SIDE), 0.9))],
      ],
    )}"`,
  );
  // Plaster texture, very faint.
  for (const face of [
    [
      [0, 0, Zb],
      [roomRight, 0, Zb],
      [roomRight, ceiling, Zb],
      [0, ceiling, Zb],
    ],
    [
      [0, 0, -6],
      [0, 0, Zb],
      [0, ceiling, Zb],
      [0, ceiling, -6],
    ],
  ] as Vec3[][]) {
    canvas.polygon(face, `fill="${texture('plaster')}" opacity="${design.wall < '#e0' ? 0.2 : 0.12}"`);
  }
  // The corner between the walls.
  shadowRamp([0, 0, Zb - 0.001], [0.6, 0, 0], [0, ceiling, 0], 0.1, [0.6, 0, 0]);
  shadowRamp([0.001, 0, Zb], [0, 0, -0.5], [0, ceiling, 0], 0.1, [0, 0, -0.5]);

  drawFloor();
  if (design.window) drawWindow();
  if (design.door) drawDoor();
  // Skirting boards.
  const skirting = hex(lit(rgb('#f4f2ee'), FRONT));
  canvas.polygon(
    [
      [0, 0, Zb - 0.012],
      [roomRight, 0, Zb - 0.012],
      [roomRight, 0.07, Zb - 0.012],
      [0, 0.07, Zb - 0.012],
    ],
    `fill="${skirting}"`,
  );
  canvas.polygon(
    [
      [0.012, 0, -6],
      [0.012, 0, 0],
      [0.012, 0.07, 0],
      [0.012, 0.07, -6],
    ],
    `fill="${hex(lit(rgb('#f4f2ee'), SIDE))}"`,
  );
  shadowRamp([0, 0.0005, Zb - 0.012], [roomRight, 0, 0], [0, 0, -0.3], 0.28, [0, 0, -0.3]);
  shadowRamp([0.012, 0.0005, -6], [0, 0, 6], [0.3, 0, 0], 0.22, [0.3, 0, 0]);
  // The stair's contact shadow on the floor along its open side and in front of the first step.
  if (design.kind !== 'cantilever') {
    shadowRamp([X + sideOverhang, 0.001, -0.05], [0, 0, Zb], [0.35, 0, 0], 0.4, [0.35, 0, 0]);
    shadowRamp([0, 0.001, -0.005], [X + sideOverhang, 0, 0], [0, 0, -0.25], 0.35, [0, 0, -0.25]);
  }
  drawWallOcclusion();
  if (design.wallRail !== 'none') drawWallRail();
  if (design.kind === 'cantilever') drawCantileverShadows();

  // --- Stair ------------------------------------------------------------------------------------------------
  if (design.kind === 'block') drawBody(-1);
  for (let i = n - 1; i >= 0; i -= 1) {
    if (design.kind === 'cantilever') drawCantileverStep(i);
    else if (design.kind === 'block' && i < n - 1) drawBlockStep(i);
    else drawStep(i);
    if (design.balustrade === 'steel' || design.balustrade === 'wood') drawBaluster(i);
  }
  if (design.kind === 'massive') drawBody(0);
  if (design.kind === 'stringer') drawStringer();
  if (design.kind === 'massive' || design.kind === 'block') {
    for (let i = n - 1; i >= 0; i -= 1) if (clad(i) && design.kind === 'massive') drawTreadEnd(i);
  }
  if (design.balustrade === 'glass') drawGlass();
  if (design.balustrade === 'steel' || design.balustrade === 'wood') drawHandrail();
  if (design.workshop) drawWorkshop();
  if (design.plant) drawPlant();

  // --- Lens ---------------------------------------------------------------------------------------------------
  canvas.def(
    `<linearGradient id="sky" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6e6" stop-opacity="${m.range(0.12, 0.2).toFixed(2)}"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1a1008" stop-opacity="0.12"/></linearGradient>` +
      `<radialGradient id="vignette" cx="0.5" cy="0.48" r="0.72"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>`,
  );
  canvas.raw(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  canvas.raw(`<rect width="${width}" height="${height}" fill="url(#vignette)"/>`);
  return canvas.toString();

  // --- Parts --------------------------------------------------------------------------------------------------

  function drawFloor(): void {
    const base = color({ color: design.floor.color }, 0.03);
    const near = -6;
    const corners: Vec3[] = [
      [0, 0, near],
      [roomRight, 0, near],
      [roomRight, 0, Zb],
      [0, 0, Zb],
    ];
    canvas.polygon(
      corners,
      `fill="${canvas.linear(
        [X + 1.5, 0, -1.5],
        [0.3, 0, Zb],
        [
          [0, hex(multiply(lit(base, TOP), 1.0))],
          [1, hex(multiply(lit(base, TOP), 0.86))],
        ],
      )}"`,
    );
    const joint = hex(lit(rgb(design.floor.joint), TOP));
    const size = design.floor.size;
    if (design.floor.kind === 'screed') {
      canvas.polygon(corners, `fill="${concrete()}" opacity="0.35"`);
      return;
    }
    if (design.floor.kind === 'tiles') {
      for (let x = 0; x <= roomRight; x += size) {
        for (let z = Zb - size; z > near - size; z -= size) {
          const tone = m.range(-1, 1);
          canvas.polygon(
            [
              [x, 0, z],
              [x + size, 0, z],
              [x + size, 0, z + size],
              [x, 0, z + size],
            ],
            `fill="${tone > 0 ? '#fff' : '#000'}" opacity="${(Math.abs(tone) * 0.05).toFixed(3)}"`,
          );
        }
      }
      for (let x = size; x <= roomRight; x += size) {
        canvas.line(
          [x, 0, near],
          [x, 0, Zb],
          `stroke="${joint}" stroke-opacity="0.6" stroke-width="${px([x, 0, 1], 0.003)}"`,
        );
      }
      for (let z = Zb - size; z > near; z -= size) {
        canvas.line(
          [0, 0, z],
          [roomRight, 0, z],
          `stroke="${joint}" stroke-opacity="0.6" stroke-width="${px([X, 0, z], 0.003)}"`,
        );
      }
      return;
    }
    // Planks along the depth of the room with staggered joints.
    for (let x = 0; x < roomRight; x += size) {
      let z = Zb - m.range(0, 1.8);
      let previous = Zb;
      while (previous > near) {
        const tone = m.range(-1, 1);
        canvas.polygon(
          [
            [x, 0, Math.max(near, z)],
            [x + size, 0, Math.max(near, z)],
            [x + size, 0, previous],
            [x, 0, previous],
          ],
          `fill="${tone > 0 ? '#fff' : '#000'}" opacity="${(Math.abs(tone) * 0.07).toFixed(3)}"`,
        );
        for (let k = 0; k < 3; k += 1) {
          const gx = x + m.range(0.1, 0.9) * size;
          canvas.line(
            [gx, 0, Math.max(near, z)],
            [gx + m.range(-0.01, 0.01), 0, previous],
            `stroke="${joint}" stroke-opacity="${m.range(0.05, 0.15).toFixed(2)}" stroke-width="${px([gx, 0, z], 0.0015)}"`,
          );
        }
        if (z > near)
          canvas.line(
            [x, 0, z],
            [x + size, 0, z],
            `stroke="${joint}" stroke-opacity="0.5" stroke-width="${px([x, 0, z], 0.002)}"`,
          );
        previous = z;
        z -= m.range(1.2, 2.2);
      }
      canvas.line(
        [x, 0, near],
        [x, 0, Zb],
        `stroke="${joint}" stroke-opacity="0.45" stroke-width="${px([x, 0, 1], 0.002)}"`,
      );
    }
  }

  function drawWindow(): void {
    const x0 = X + 1.0;
    const x1 = X + 2.9;
    const y0 = 0.25;
    const y1 = 2.55;
    const z = Zb - 0.002;
    const frame = 0.07;
    canvas.polygon(
      [
        [x0 - 0.05, y0 - 0.05, z],
        [x1 + 0.05, y0 - 0.05, z],
        [x1 + 0.05, y1 + 0.05, z],
        [x0 - 0.05, y1 + 0.05, z],
      ],
      `fill="${hex(mix(lit(wall, FRONT), BLACK, 0.12))}"`,
    );
    canvas.polygon(
      [
        [x0, y0, z],
        [x1, y0, z],
        [x1, y1, z],
        [x0, y1, z],
      ],
      `fill="#f7f5f0"`,
    );
    const glass = canvas.linear(
      [x0, y1, z],
      [x0, y0, z],
      [
        [0, '#f4f8fc'],
        [0.55, '#fdfdfb'],
        [0.62, '#e4eadf'],
        [1, '#d6dccd'],
      ],
    );
    const mid = (x0 + x1) / 2;
    for (const [a, b] of [
      [x0 + frame, mid - frame / 2],
      [mid + frame / 2, x1 - frame],
    ] as const) {
      canvas.polygon(
        [
          [a, y0 + frame, z],
          [b, y0 + frame, z],
          [b, y1 - frame, z],
          [a, y1 - frame, z],
        ],
        `fill="${glass}"`,
      );
    }
    // Sunlight through the window on the floor, falling towards the viewer.
    const dir = normalize([-0.25, -0.6, -0.75]);
    const onFloor = (x: number, y: number): Vec3 => {
      const t = y / -dir[1];
      return [x + dir[0] * t, 0.002, z + dir[2] * t];
    };
    const a = onFloor(x0 + frame, y0 + frame);
    const b = onFloor(x1 - frame, y0 + frame);
    const c2 = onFloor(x1 - frame, y1 - frame);
    const d = onFloor(x0 + frame, y1 - frame);
    canvas.polygon(
      [a, b, c2, d],
      `fill="${canvas.linear([mid, 0, z], onFloor(mid, y1), [
        [0, '#fff8e8', 0.5],
        [1, '#fff8e8', 0.05],
      ])}"`,
    );
  }

  function drawDoor(): void {
    const x0 = X + 1.3;
    const x1 = x0 + 0.9;
    const z = Zb - 0.003;
    canvas.polygon(
      [
        [x0 - 0.08, 0, z],
        [x1 + 0.08, 0, z],
        [x1 + 0.08, 2.15, z],
        [x0 - 0.08, 2.15, z],
      ],
      `fill="${hex(lit(rgb('#f2f0ea'), FRONT))}"`,
    );
    canvas.polygon(
      [
        [x0, 0, z],
        [x1, 0, z],
        [x1, 2.07, z],
        [x0, 2.07, z],
      ],
      `fill="${canvas.linear(
        [x0, 1, z],
        [x1, 1, z],
        [
          [0, hex(lit(rgb('#e2ded6'), FRONT))],
          [1, hex(lit(rgb('#ece9e2'), FRONT))],
        ],
      )}" stroke="#000" stroke-opacity="0.15" stroke-width="1"`,
    );
    canvas.polygon(
      [
        [x1 - 0.14, 1.03, z],
        [x1 - 0.04, 1.03, z],
        [x1 - 0.04, 1.06, z],
        [x1 - 0.14, 1.06, z],
      ],
      `fill="#55585c"`,
    );
  }

  /** Soft darkening of the wall where the stair meets it: the step profile (or each tread) blurred. */
  function drawWallOcclusion(): void {
    canvas.def(
      `<filter id="ao" x="-0.1" y="-0.1" width="1.2" height="1.2"><feGaussianBlur stdDeviation="${f1(height / 140)}"/></filter>`,
    );
    const shapes: Vec3[][] = [];
    if (design.kind === 'cantilever') {
      for (let i = 0; i < n - 1; i += 1) {
        const top = stepTop(i) + c;
        shapes.push([
          [0.002, top - 0.085, stepFront(i) - 0.01],
          [0.002, top - 0.085, stepBack(i) + 0.03],
          [0.002, top + 0.01, stepBack(i) + 0.03],
          [0.002, top + 0.01, stepFront(i) - 0.01],
        ]);
      }
    } else {
      const profile: Vec3[] = [[0.002, 0, -nosing]];
      for (let i = 0; i < n; i += 1) {
        const y = finishedTop(i) + 0.01;
        profile.push([0.002, y, stepFront(i) - nosing - 0.01], [0.002, y, stepBack(i)]);
      }
      profile.push([0.002, 0, Zb]);
      shapes.push(profile);
    }
    const markup = shapes
      .map((shape) => canvas.camera.clip(shape).map((p) => canvas.camera.project(p)))
      .filter((points) => points.length >= 3)
      .map((points) => `<polygon points="${canvas.pointList(points)}"/>`)
      .join('');
    canvas.raw(`<g filter="url(#ao)" fill="#1e1610" opacity="0.4">${markup}</g>`);
  }

  function drawWallRail(): void {
    const steel = design.wallRail === 'steel';
    const tone = steel ? rgb('#b9bcbf') : multiply(color(design.tread), 0.92);
    const x = 0.075;
    const z0 = -0.25;
    const z1 = zLanding + 0.25;
    const y = (z: number) => nosingLine(Math.min(Math.max(z, 0), zLanding)) + 0.9;
    const rail = (dy: number, dx: number): Vec3[] => [
      [x + dx, y(z0) + dy, z0],
      [x + dx, y(z1) + dy, z1],
    ];
    const r = steel ? 0.021 : 0.025;
    // Shadow on the wall below the rail.
    const [s0, s1] = rail(-0.07, -x + 0.001) as [Vec3, Vec3];
    canvas.polygon([s0, s1, add(s1, [0, 0.05, 0]), add(s0, [0, 0.05, 0])], `fill="#000" opacity="0.1"`);
    for (let z = 0.3; z < z1; z += 1.1) {
      canvas.line(
        [0, y(z) - 0.06, z],
        [x, y(z) - r, z],
        `stroke="#4a4d50" stroke-width="${px([x, y(z), z], 0.012)}"`,
      );
    }
    const [a0, a1] = rail(-r, 0) as [Vec3, Vec3];
    const [b0, b1] = rail(r, 0) as [Vec3, Vec3];
    canvas.polygon(
      [a0, a1, b1, b0],
      `fill="${canvas.linear(a0, b0, [
        [0, hex(multiply(tone, 0.55))],
        [0.7, hex(tone)],
        [1, hex(mix(tone, WHITE, 0.3))],
      ])}"`,
    );
    canvas.line(
      add(b0, [0, -r * 0.35, 0]),
      add(b1, [0, -r * 0.35, 0]),
      `stroke="#fff" stroke-opacity="${steel ? 0.7 : 0.3}" stroke-width="${px(b0, 0.005)}"`,
    );
  }

  /** A step of a concrete stair (clad or raw) or of a wooden stringer stair, and the landing. */
  function drawStep(i: number): void {
    const front = stepFront(i);
    const back = stepBack(i);
    const top = stepTop(i);
    const isClad = clad(i);
    const treadLook = isClad ? design.tread : CONCRETE;
    const riserLook = isClad ? design.riser : CONCRETE;
    const below = i > 0 && clad(i - 1) ? c : 0;
    const width = X + (isClad ? sideOverhang : 0);
    // Riser.
    if (i > 0 || design.kind !== 'block') {
      const zr = isClad ? front - riserBoard : front;
      const y0 = i * rise + below;
      const drawn = surface([0, y0, zr], [X, 0, 0], [0, top - y0, 0], FRONT, riserLook, {
        from: [0, 0, 0],
        to: [X, 0, 0],
        a: 0.9,
        b: 1.02,
      });
      if (drawn) {
        if (riserLook.worn) wear([0, y0, zr], [X, 0, 0], [0, top - y0, 0], riserLook, 0.5);
        shadowRamp([0, top, zr - 0.0005], [X, 0, 0], [0, -(top - y0) * 0.45, 0], isClad ? 0.45 : 0.2, [
          0,
          -(top - y0) * 0.45,
          0,
        ]);
        shadowRamp([0.0005, y0, zr - 0.0005], [0, top - y0, 0], [0.2, 0, 0], 0.25, [0.2, 0, 0]);
      }
    }
    // Tread top and nosing.
    const zf = isClad ? front - riserBoard - nosing : front;
    const yTop = isClad ? top + c : top;
    const depth = back - zf - (i < n - 1 && clad(i + 1) ? riserBoard : 0);
    const treadBase = color(treadLook, 0.045);
    const drawn = surface(
      [0, yTop, zf],
      [width, 0, 0],
      [0, 0, depth],
      TOP,
      treadLook,
      { from: [0, 0, 0], to: [width, 0, 0], a: 0.9, b: 1.03 },
      treadBase,
    );
    if (drawn) {
      shadowRamp(
        [0, yTop + 0.0005, zf],
        [0, 0, depth],
        [0.22, 0, 0],
        treadLook.worn ? 0.4 : 0.25,
        [0.22, 0, 0],
      );
      if (i < n - 1)
        shadowRamp([0, yTop + 0.0005, zf + depth], [width, 0, 0], [0, 0, -0.08], 0.18, [0, 0, -0.08]);
      if (treadLook.worn) wear([0, yTop, zf], [width, 0, 0], [0, 0, Math.min(depth, run)], treadLook, 1);
      if (treadLook.gloss) gloss([0, yTop + 0.0005, zf], width, depth, treadLook.gloss);
      if (!isClad && design.cladSteps !== undefined && i === design.cladSteps)
        glueBeads([0, yTop, zf], width, depth);
    }
    if (isClad) {
      surface(
        [0, top, zf],
        [width, 0, 0],
        [0, c, 0],
        FRONT,
        treadLook,
        { from: [0, c, 0], to: [0, 0, 0], a: 1.05, b: 0.82 },
        treadBase,
      );
      // The rounded edge catches the light.
      canvas.line(
        [0.02, yTop - 0.002, zf],
        [width, yTop - 0.002, zf],
        `stroke="#fff" stroke-opacity="${treadLook.worn ? 0.12 : 0.35}" stroke-width="${px([X / 2, yTop, zf], 0.003)}"`,
      );
    } else {
      chippedEdge([0, top, front], X);
    }
  }

  /** The side of the concrete body: the step profile down to the floor (lowered by levels for block steps). */
  function drawBody(levels: number): void {
    const x = design.kind === 'block' ? X - 0.03 : X;
    const points: Vec3[] = [[x, 0, Zb]];
    points.push([x, 0, 0]);
    for (let i = 0; i < n; i += 1) {
      const y = design.kind === 'block' && i < n - 1 ? (i + 1 + levels) * rise : stepTop(i);
      points.push([x, Math.max(0, y), stepFront(i)]);
      points.push([x, Math.max(0, y), stepBack(i)]);
    }
    if (!camera.faces(points[0] as Vec3, SIDE)) return;
    const look = design.side;
    const base = lit(color(look), SIDE);
    const top = stepTop(n - 1);
    canvas.polygon(
      points,
      `fill="${canvas.linear(
        [x, 0, 1],
        [x, top, 1],
        [
          [0, hex(multiply(base, 0.86))],
          [0.3, hex(base)],
          [1, hex(multiply(base, 1.03))],
        ],
      )}"`,
    );
    if (look.concrete) canvas.polygon(points, `fill="${concrete()}" opacity="0.6"`);
    else canvas.polygon(points, `fill="${texture('plaster')}" opacity="0.2"`);
    if (look.worn) {
      for (let k = 0; k < 6; k += 1) {
        const z = m.range(0.2, zLanding);
        const y = m.range(0.1, Math.max(0.15, nosingLine(z) - 0.3));
        const r = m.range(0.04, 0.12);
        canvas.ellipse(
          [x + 0.001, y, z],
          [0, 0, r],
          [0, r * 0.6, 0],
          `fill="${canvas.radial([
            [0, '#3b3026', 0.3],
            [1, '#3b3026', 0],
          ])}"`,
        );
      }
    }
  }

  /** The cut end of a tread board that stands out over the side of the body. */
  function drawTreadEnd(i: number): void {
    const zf = stepFront(i) - riserBoard - nosing;
    const depth = stepBack(i) - zf - (i < n - 1 && clad(i + 1) ? riserBoard : 0);
    const o: Vec3 = [X + sideOverhang, stepTop(i), zf];
    const base = multiply(color(design.tread), 0.82);
    if (!surface(o, [0, 0, depth], [0, c, 0], SIDE, { ...design.tread, wood: undefined }, undefined, base))
      return;
    shadowRamp([X + 0.0005, stepTop(i), zf + 0.02], [0, 0, depth - 0.02], [0, -0.04, 0], 0.35, [0, -0.04, 0]);
  }

  function drawBlockStep(i: number): void {
    const front = stepFront(i) - 0.03;
    const back = stepBack(i);
    const y0 = i * rise;
    const top = stepTop(i);
    const base = color(design.tread, 0.05);
    const look = design.tread;
    surface(
      [0, y0, front],
      [X, 0, 0],
      [0, top - y0, 0],
      FRONT,
      look,
      { from: [0, top - y0, 0], to: [0, 0, 0], a: 1.04, b: 0.88 },
      base,
    );
    if (
      surface(
        [0, top, front],
        [X, 0, 0],
        [0, 0, back - front],
        TOP,
        look,
        { from: [0, 0, 0], to: [X, 0, 0], a: 0.9, b: 1.03 },
        base,
      )
    ) {
      shadowRamp([0, top + 0.0005, front], [0, 0, back - front], [0.22, 0, 0], 0.25, [0.22, 0, 0]);
      if (look.gloss) gloss([0, top + 0.0005, front], X, back - front, look.gloss);
    }
    const end: Vec3 = [X, y0, front];
    const endBase = multiply(base, 0.9);
    if (camera.faces(end, SIDE)) {
      canvas.polygon(
        [
          end,
          add(end, [0, 0, back - front]),
          add(end, [0, top - y0, back - front]),
          add(end, [0, top - y0, 0]),
        ],
        `fill="${hex(lit(endBase, SIDE))}"`,
      );
      const wood = woodLook(look, endBase);
      if (wood)
        drawEndGrain(
          canvas,
          m,
          end,
          [0, 0, back - front],
          [0, top - y0, 0],
          { ...wood, contrast: 1.2 },
          exposure * 0.9,
        );
    }
    // Edges of the block catch the light.
    canvas.line(
      [0.03, top, front],
      [X, top, front],
      `stroke="#fff" stroke-opacity="0.3" stroke-width="${px([X / 2, top, front], 0.003)}"`,
    );
    canvas.line(
      [X, top, front],
      [X, top, back],
      `stroke="#fff" stroke-opacity="0.22" stroke-width="${px([X, top, front], 0.003)}"`,
    );
  }

  function drawCantileverStep(i: number): void {
    const top = stepTop(i) + c;
    const isLanding = i === n - 1;
    const thick = isLanding ? 0.28 : 0.075;
    const front = stepFront(i);
    const back = isLanding ? Zb : stepBack(i) + 0.02;
    const width = isLanding ? X + 0.4 : X;
    const base = color(design.tread, 0.05);
    const look = design.tread;
    surface(
      [0, top - thick, front],
      [width, 0, 0],
      [0, 0, back - front],
      BOTTOM,
      { ...look, wood: undefined },
      undefined,
      multiply(base, 0.8),
    );
    surface(
      [0, top - thick, front],
      [width, 0, 0],
      [0, thick, 0],
      FRONT,
      isLanding ? design.side : look,
      { from: [0, thick, 0], to: [0, 0, 0], a: 1.04, b: 0.85 },
      isLanding ? color(design.side) : base,
    );
    if (
      surface(
        [0, top, front],
        [width, 0, 0],
        [0, 0, back - front],
        TOP,
        look,
        { from: [0, 0, 0], to: [width, 0, 0], a: 0.88, b: 1.03 },
        base,
      )
    ) {
      shadowRamp([0, top + 0.0005, front], [0, 0, back - front], [0.2, 0, 0], 0.25, [0.2, 0, 0]);
      if (look.gloss) gloss([0, top + 0.0005, front], width, back - front, look.gloss);
    }
    if (isLanding) {
      surface([width, top - thick, front], [0, 0, back - front], [0, thick, 0], SIDE, design.side);
      return;
    }
    surface(
      [X, top - thick, front],
      [0, 0, back - front],
      [0, thick, 0],
      SIDE,
      { ...look, wood: undefined },
      undefined,
      multiply(base, 0.92),
    );
    canvas.line(
      [0.03, top, front],
      [X, top, front],
      `stroke="#fff" stroke-opacity="0.3" stroke-width="${px([X / 2, top, front], 0.003)}"`,
    );
  }

  /** Soft shadows of the floating treads on the wall and the floor. */
  function drawCantileverShadows(): void {
    canvas.def(
      `<filter id="soft" x="-0.1" y="-0.1" width="1.2" height="1.2"><feGaussianBlur stdDeviation="${f1(height / 260)}"/></filter>`,
    );
    const shapes: string[] = [];
    const onWall = (p: Vec3): Vec3 => {
      const t = p[0] / light[0];
      return [0, p[1] - light[1] * t, p[2] - light[2] * t];
    };
    for (let i = 0; i < n - 1; i += 1) {
      const top = stepTop(i) + c;
      const y = top - 0.075;
      const z0 = stepFront(i);
      const z1 = stepBack(i) + 0.02;
      const outline: Vec3[] = [[0, y, z0], onWall([X, y, z0]), onWall([X, y, z1]), [0, y, z1]].map(
        (p) => [0.002, Math.max(0, p[1] as number), p[2] as number] as Vec3,
      );
      const projected = camera.clip(outline).map((p) => camera.project(p));
      if (projected.length >= 3) shapes.push(`<polygon points="${canvas.pointList(projected)}"/>`);
    }
    canvas.raw(`<g filter="url(#soft)" fill="#2a2018" opacity="0.3">${shapes.join('')}</g>`);
  }

  function drawStringer(): void {
    const t = 0.05;
    const above = 0.07;
    const below = 0.3;
    const z0 = -0.09;
    const zEnd = zLanding;
    const slope = rise / run;
    const topY = (z: number) => nosingLine(z) + above;
    const bottomY = (z: number) => nosingLine(z) - below;
    const zFloor = Math.max(z0, (below - rise - c) / slope);
    // Panel under the stringer and the side of the landing (plaster).
    const landingTop = stepTop(n - 1) + c;
    const panel: Vec3[] = [
      [X + 0.01, 0, zFloor],
      [X + 0.01, bottomY(zEnd), zEnd],
      [X + 0.01, landingTop, zEnd],
      [X + 0.01, landingTop, Zb],
      [X + 0.01, 0, Zb],
    ];
    const sideBase = lit(color(design.side), SIDE);
    canvas.polygon(
      panel,
      `fill="${canvas.linear(
        [X, 0, 1],
        [X, landingTop, 1],
        [
          [0, hex(multiply(sideBase, 0.85))],
          [1, hex(sideBase)],
        ],
      )}"`,
    );
    canvas.polygon(panel, `fill="${texture('plaster')}" opacity="${design.side.worn ? 0.5 : 0.2}"`);
    // Top edge, then the outer face of the stringer with the grain along its slope.
    const look = design.tread;
    const base = multiply(color(look), 0.95);
    const edge: Vec3[] = [
      [X, topY(z0), z0],
      [X, topY(zEnd), zEnd],
      [X + t, topY(zEnd), zEnd],
      [X + t, topY(z0), z0],
    ];
    canvas.polygon(edge, `fill="${hex(multiply(lit(base, TOP), 1.05))}"`);
    const outer: Vec3[] = [
      [X + t, 0, z0],
      [X + t, topY(z0), z0],
      [X + t, topY(zEnd), zEnd],
      [X + t, bottomY(zEnd), zEnd],
      [X + t, 0, zFloor],
    ];
    canvas.polygon(outer, `fill="${hex(lit(base, SIDE))}"`);
    const o: Vec3 = [X + t + 0.0005, 0, zFloor];
    const u: Vec3 = [0, topY(zEnd) - above - below, zEnd - zFloor];
    const v: Vec3 = [0, above + below, 0];
    const wood = woodLook(look, base);
    if (wood) drawWood(canvas, m, o, u, v, { ...wood, lamella: 0, figure: 1.5 }, exposure * 0.95);
    if (look.worn) wear(o, u, v, look, 0.6);
    canvas.line(
      [X + t, topY(z0), z0],
      [X + t, topY(zEnd), zEnd],
      `stroke="#fff" stroke-opacity="0.3" stroke-width="${px([X, 1, 1], 0.003)}"`,
    );
    shadowRamp([X + t + 0.0006, 0, zFloor], u, [0, -0.06, 0], 0.3, [0, -0.06, 0]);
  }

  function drawBaluster(i: number): void {
    if (i === n - 1) return;
    const wood = design.balustrade === 'wood';
    const tone = wood ? multiply(color(design.tread), 0.9) : rgb('#34373a');
    const x = wood ? X + 0.025 : X - 0.035;
    const per = wood ? 2 : 1;
    for (let k = 0; k < per; k += 1) {
      const z = stepFront(i) + ((k + 0.5) * run) / per;
      const y0 = wood ? nosingLine(z) + 0.07 : finishedTop(i);
      const y1 = nosingLine(z) + 0.9;
      const w = wood ? 0.032 : 0.014;
      const a: Vec3 = [x, y0, z];
      const b: Vec3 = [x, y1, z];
      canvas.polygon(
        [add(a, [0, 0, -w / 2]), add(a, [0, 0, w / 2]), add(b, [0, 0, w / 2]), add(b, [0, 0, -w / 2])],
        `fill="${canvas.linear(add(a, [0, 0, -w / 2]), add(a, [0, 0, w / 2]), [
          [0, hex(multiply(lit(tone, FRONT), 0.8))],
          [0.6, hex(lit(tone, SIDE))],
          [1, hex(multiply(lit(tone, SIDE), 1.15))],
        ])}"`,
      );
      if (wood && i === 0 && k === 0) {
        // Newel post at the bottom.
        const p: Vec3 = [X + 0.025, 0, -0.06];
        surface(
          add(p, [-0.045, 0, -0.045]),
          [0.09, 0, 0],
          [0, 1.08, 0],
          FRONT,
          design.tread,
          undefined,
          multiply(color(design.tread), 0.9),
        );
        surface(
          add(p, [0.045, 0, -0.045]),
          [0, 0, 0.09],
          [0, 1.08, 0],
          SIDE,
          design.tread,
          undefined,
          multiply(color(design.tread), 0.9),
        );
        surface(
          add(p, [-0.045, 1.08, -0.045]),
          [0.09, 0, 0],
          [0, 0, 0.09],
          TOP,
          { color: design.tread.color },
          undefined,
          multiply(color(design.tread), 0.95),
        );
      }
    }
  }

  function drawHandrail(): void {
    const wood = design.balustrade === 'wood';
    const tone = wood ? multiply(color(design.tread), 0.85) : rgb('#2f3235');
    const x = wood ? X + 0.025 : X - 0.035;
    const z0 = wood ? -0.06 : 0;
    const z1 = zLanding + (wood ? 0 : 0.05);
    const y = (z: number) => nosingLine(z) + 0.9;
    const h = wood ? 0.055 : 0.04;
    const w = wood ? 0.06 : 0.04;
    const l0: Vec3 = [x, y(z0), z0];
    const l1: Vec3 = [x, y(z1), z1];
    const topFace = [
      add(l0, [-w / 2, h / 2, 0]),
      add(l1, [-w / 2, h / 2, 0]),
      add(l1, [w / 2, h / 2, 0]),
      add(l0, [w / 2, h / 2, 0]),
    ];
    const sideFace = [
      add(l0, [w / 2, -h / 2, 0]),
      add(l1, [w / 2, -h / 2, 0]),
      add(l1, [w / 2, h / 2, 0]),
      add(l0, [w / 2, h / 2, 0]),
    ];
    canvas.polygon(sideFace, `fill="${hex(lit(tone, SIDE))}"`);
    canvas.polygon(topFace, `fill="${hex(multiply(lit(tone, TOP), 1.1))}"`);
    canvas.line(
      add(l0, [w / 2, h / 2, 0]),
      add(l1, [w / 2, h / 2, 0]),
      `stroke="#fff" stroke-opacity="0.35" stroke-width="${px(l0, 0.003)}"`,
    );
  }

  function drawGlass(): void {
    const x = X + sideOverhang + 0.02;
    const z0 = -0.03;
    const z1 = zLanding + 0.05;
    const bottom = (z: number) => nosingLine(Math.max(0, z)) - c - 0.09;
    const top = (z: number) => nosingLine(Math.max(0, z)) + 0.92;
    const panel: Vec3[] = [
      [x, bottom(z0), z0],
      [x, top(z0), z0],
      [x, top(z1), z1],
      [x, bottom(z1), z1],
    ];
    canvas.polygon(
      panel,
      `fill="${canvas.linear(
        [x, top(z0), z0],
        [x, bottom(z1), z1],
        [
          [0, '#e9f2f1', 0.1],
          [0.35, '#ffffff', 0.28],
          [0.42, '#e9f2f1', 0.06],
          [0.7, '#ffffff', 0.16],
          [1, '#cfe0de', 0.12],
        ],
      )}" stroke="#b8cfcc" stroke-opacity="0.7" stroke-width="${px([x, 1, 0.5], 0.004)}"`,
    );
    for (let z = 0.15; z < z1; z += 0.75) {
      const y = bottom(z) + 0.03;
      canvas.polygon(
        [
          [x + 0.01, y, z],
          [x + 0.01, y, z + 0.07],
          [x + 0.01, y + 0.06, z + 0.07],
          [x + 0.01, y + 0.06, z],
        ],
        `fill="${hex(lit(rgb('#a9adb0'), SIDE))}"`,
      );
    }
    // Stainless handrail on the glass.
    const r = 0.021;
    const a: Vec3 = [x, top(z0) + r, z0];
    const b: Vec3 = [x, top(z1) + r, z1];
    canvas.polygon(
      [add(a, [0, -r, 0]), add(b, [0, -r, 0]), add(b, [0, r, 0]), add(a, [0, r, 0])],
      `fill="${canvas.linear(add(a, [0, -r, 0]), add(a, [0, r, 0]), [
        [0, '#6d7174'],
        [0.55, '#c9ccce'],
        [0.75, '#f4f5f5'],
        [1, '#9a9ea1'],
      ])}"`,
    );
  }

  /** Scratches, a worn walking path and stains on a face (strength scales the look's wear). */
  function wear(o: Vec3, u: Vec3, v: Vec3, look: Look, strength: number): void {
    const amount = (look.worn ?? 0) * strength;
    const at = (s: number, t: number): Vec3 => add(o, add(scale(u, s), scale(v, t)));
    const base = rgb(look.color);
    const pale = hex(lit(mix(base, rgb(look.concrete ? '#c4bfb6' : '#d8c9ad'), 0.6), TOP));
    // Walking path: the varnish is worn away in the middle.
    canvas.ellipse(
      at(0.5 + m.range(-0.08, 0.08), 0.5),
      scale(u, 0.3),
      scale(v, 0.4),
      `fill="${canvas.radial([
        [0, pale, 0.55 * amount],
        [1, pale, 0],
      ])}"`,
    );
    const scratches = Math.round(28 * amount);
    for (let k = 0; k < scratches; k += 1) {
      const s = m.range(0.15, 0.85);
      const t = m.range(0.08, 0.92);
      const ls = m.range(-0.06, 0.06);
      const lt = m.range(0.05, 0.35) * (m.chance(0.5) ? 1 : -1);
      canvas.line(
        at(s, t),
        at(Math.min(1, Math.max(0, s + ls)), Math.min(1, Math.max(0, t + lt))),
        `stroke="${m.chance(0.7) ? '#f3ead9' : '#2b1d12'}" stroke-opacity="${m.range(0.15, 0.45).toFixed(2)}" stroke-width="${f1(m.range(0.5, 1.3))}"`,
      );
    }
    const stains = Math.round(m.range(0, 2.5) * amount);
    for (let k = 0; k < stains; k += 1) {
      canvas.ellipse(
        at(m.range(0.2, 0.8), m.range(0.3, 0.7)),
        scale(u, m.range(0.03, 0.08)),
        scale(v, m.range(0.15, 0.3)),
        `fill="${canvas.radial([
          [0, '#24170e', 0.3],
          [1, '#24170e', 0],
        ])}"`,
      );
    }
    if (look.concrete) {
      // Remnants of old carpet glue and a few paint splashes.
      const patches = Math.round(m.range(1, 3) * amount);
      for (let k = 0; k < patches; k += 1) {
        const center = at(m.range(0.2, 0.8), m.range(0.25, 0.75));
        const points: Vec3[] = [];
        const r = m.range(0.1, 0.2);
        for (let a = 0; a < 9; a += 1) {
          const angle = (a / 9) * Math.PI * 2;
          const radius = r * m.range(0.6, 1.1);
          points.push(
            add(
              center,
              add(scale(u, (Math.cos(angle) * radius) / 1.1), scale(v, Math.sin(angle) * radius * 0.9)),
            ),
          );
        }
        canvas.polygon(points, `fill="#4a3c2a" opacity="${m.range(0.12, 0.25).toFixed(2)}"`);
      }
      const splashes = Math.round(m.range(2, 6) * amount);
      for (let k = 0; k < splashes; k += 1) {
        const r = m.range(0.004, 0.012);
        canvas.ellipse(
          at(m.range(0.05, 0.95), m.range(0.1, 0.9)),
          scale(u, r / 1.1),
          scale(v, r * 3),
          `fill="#f2f0ea" opacity="0.75"`,
          10,
        );
      }
    }
  }

  /** A soft reflection of the light on a lacquered tread. */
  function gloss(o: Vec3, width: number, depth: number, strength: number): void {
    const start = width * m.range(0.35, 0.55);
    const band = width * 0.35;
    const a = add(o, [start, 0, 0]);
    canvas.polygon(
      [a, add(a, [band, 0, 0]), add(a, [band, 0, depth]), add(a, [0, 0, depth])],
      `fill="${canvas.linear(a, add(a, [band, 0, 0]), [
        [0, '#fffaf0', 0],
        [0.5, '#fffaf0', 0.32 * strength],
        [1, '#fffaf0', 0],
      ])}"`,
    );
  }

  /** Broken concrete edges along the nosing of a bare step. */
  function chippedEdge(o: Vec3, width: number): void {
    const chips = m.int(2, 5);
    for (let k = 0; k < chips; k += 1) {
      const x = m.range(0.05, width - 0.1);
      const w = m.range(0.02, 0.08);
      canvas.polygon(
        [
          add(o, [x, 0.0005, 0]),
          add(o, [x + w, 0.0005, 0]),
          add(o, [x + w * 0.6, 0.0005, m.range(0.008, 0.02)]),
        ],
        `fill="#3d3a36" opacity="0.5"`,
      );
      canvas.polygon(
        [
          add(o, [x, 0, -0.0005]),
          add(o, [x + w, 0, -0.0005]),
          add(o, [x + w * 0.4, -m.range(0.01, 0.025), -0.0005]),
        ],
        `fill="#3d3a36" opacity="0.45"`,
      );
    }
  }

  /** Zigzag adhesive beads on the next bare step: the cladding goes on here next. */
  function glueBeads(o: Vec3, width: number, depth: number): void {
    for (let row = 0; row < 3; row += 1) {
      const points: Vec3[] = [];
      const z = depth * (0.22 + row * 0.28);
      for (let x = 0.06; x < width - 0.06; x += 0.035) {
        points.push(add(o, [x, 0.003, z + (Math.round(x / 0.035) % 2 === 0 ? 0.025 : -0.025)]));
      }
      canvas.polyline(
        points,
        `stroke="#6b6355" stroke-width="${px(o, 0.008)}" stroke-linejoin="round" stroke-opacity="0.9"`,
      );
      canvas.polyline(
        points.map((p) => add(p, [0, 0.003, 0])),
        `stroke="#a49b8a" stroke-width="${px(o, 0.003)}" stroke-linejoin="round" stroke-opacity="0.8"`,
      );
    }
  }

  /** An axis-aligned box on the floor with its visible faces; look gives wood grain along x or z. */
  function box(min: Vec3, size: Vec3, look: Look, grainAlongZ = false): void {
    const [sx, sy, sz] = size;
    const base = color(look, 0.06);
    const shadow = 0.05;
    canvas.polygon(
      [
        add(min, [-shadow, 0.001, -shadow]),
        add(min, [sx + shadow * 2, 0.001, -shadow]),
        add(min, [sx + shadow * 2, 0.001, sz + shadow]),
        add(min, [-shadow, 0.001, sz + shadow]),
      ],
      `fill="${canvas.radial([
        [0.4, '#000', 0.3],
        [1, '#000', 0],
      ])}"`,
    );
    const front: [Vec3, Vec3, Vec3] = grainAlongZ
      ? [min, [sx, 0, 0], [0, sy, 0]]
      : [min, [sx, 0, 0], [0, sy, 0]];
    surface(
      front[0],
      front[1],
      front[2],
      FRONT,
      grainAlongZ ? { ...look, wood: undefined } : look,
      undefined,
      multiply(base, 0.92),
    );
    const sideO = add(min, [sx, 0, 0]);
    surface(
      sideO,
      [0, 0, sz],
      [0, sy, 0],
      SIDE,
      grainAlongZ ? look : { ...look, wood: undefined },
      undefined,
      multiply(base, 0.92),
    );
    const topO = add(min, [0, sy, 0]);
    if (grainAlongZ) surface(topO, [0, 0, sz], [sx, 0, 0], TOP, look, undefined, base);
    else surface(topO, [sx, 0, 0], [0, 0, sz], TOP, look, undefined, base);
    canvas.line(
      add(topO, [0, 0, 0]),
      add(topO, [sx, 0, 0]),
      `stroke="#fff" stroke-opacity="0.25" stroke-width="${px(topO, 0.002)}"`,
    );
  }

  function drawWorkshop(): void {
    // Sawdust on the floor.
    for (let k = 0; k < 90; k += 1) {
      const p: Vec3 = [X + m.range(0.05, 1.8), 0.001, m.range(-0.6, 2.2)];
      const r = m.range(0.003, 0.01);
      canvas.ellipse(
        p,
        [r, 0, 0],
        [0, 0, r * 0.7],
        `fill="#e3c99c" opacity="${m.range(0.4, 0.9).toFixed(2)}"`,
        6,
      );
    }
    const board: Look = { ...design.tread, gloss: 0 };
    const x0 = X + 0.22;
    const z0 = 1.25;
    // White riser boards lying flat beside the stack.
    box([x0 + 0.5, 0, z0 + 1.35], [0.95, 0.018, 0.17], { color: '#f1efe9' });
    box([x0 + 0.52, 0.018, z0 + 1.37], [0.95, 0.018, 0.17], { color: '#f1efe9' });
    // Spirit level on the floor.
    const level: Vec3 = [x0 + 0.55, 0, z0 + 0.55];
    box(level, [0.8, 0.03, 0.06], { color: '#e8b01c' });
    canvas.polygon(
      [
        add(level, [0.35, 0.031, 0.015]),
        add(level, [0.45, 0.031, 0.015]),
        add(level, [0.45, 0.031, 0.045]),
        add(level, [0.35, 0.031, 0.045]),
      ],
      `fill="#b8e07a"`,
    );
    // A stack of tread boards waiting to be fitted.
    box([x0, 0, z0], [0.32, 0.04, 1.15], board, true);
    box([x0 + 0.01, 0.04, z0 + 0.02], [0.32, 0.04, 1.12], board, true);
    box([x0 - 0.02, 0.08, z0 + 0.05], [0.3, 0.04, 1.1], board, true);
    // Toolbox.
    const red: Look = { color: '#b3261e' };
    box([x0 + 0.6, 0, z0 - 0.25], [0.48, 0.22, 0.25], red);
    box([x0 + 0.6, 0.22, z0 - 0.25], [0.48, 0.03, 0.25], { color: '#2b2b2b' });
    const handle: Vec3 = [x0 + 0.84, 0.25, z0 - 0.125];
    canvas.line(
      add(handle, [-0.12, 0, 0]),
      add(handle, [-0.12, 0.05, 0]),
      `stroke="#1f1f1f" stroke-width="${px(handle, 0.012)}"`,
    );
    canvas.line(
      add(handle, [0.12, 0, 0]),
      add(handle, [0.12, 0.05, 0]),
      `stroke="#1f1f1f" stroke-width="${px(handle, 0.012)}"`,
    );
    canvas.line(
      add(handle, [-0.12, 0.05, 0]),
      add(handle, [0.12, 0.05, 0]),
      `stroke="#1f1f1f" stroke-width="${px(handle, 0.016)}"`,
    );
  }

  function drawPlant(): void {
    const center: Vec3 = [X + 2.6, 0, Zb - 0.55];
    const r = 0.2;
    const h = 0.45;
    const potColor = lit(rgb('#e8e4dc'), SIDE);
    const rim: Vec3[] = [];
    for (let a = 0; a < 24; a += 1) {
      const angle = (a / 24) * Math.PI * 2;
      rim.push(add(center, [Math.cos(angle) * r, h, Math.sin(angle) * r]));
    }
    canvas.ellipse(
      add(center, [0.05, 0.001, 0.02]),
      [r * 1.6, 0, 0],
      [0, 0, r * 1.2],
      `fill="${canvas.radial([
        [0.3, '#000', 0.28],
        [1, '#000', 0],
      ])}"`,
    );
    const hull = [
      add(center, [-r * 0.8, 0, 0]),
      add(center, [r * 0.8, 0, 0]),
      add(center, [r, h, 0]),
      add(center, [-r, h, 0]),
    ];
    canvas.polygon(
      hull,
      `fill="${canvas.linear(add(center, [-r, h / 2, 0]), add(center, [r, h / 2, 0]), [
        [0, hex(multiply(potColor, 0.75))],
        [0.7, hex(potColor)],
        [1, hex(multiply(potColor, 0.9))],
      ])}"`,
    );
    canvas.polygon(rim, `fill="#3b2d22"`);
    const leaves = 34;
    for (let k = 0; k < leaves; k += 1) {
      const angle = m.range(0, Math.PI * 2);
      const lean = m.range(0.15, 0.9);
      const len = m.range(0.35, 0.75);
      const base: Vec3 = add(center, [Math.cos(angle) * r * 0.3, h, Math.sin(angle) * r * 0.3]);
      const tip: Vec3 = add(base, [
        Math.cos(angle) * len * lean,
        len * (1 - lean * 0.5),
        Math.sin(angle) * len * lean,
      ]);
      const mid = add(scale(add(base, tip), 0.5), [0, 0.05, 0]);
      const side: Vec3 = [-Math.sin(angle) * 0.05, 0, Math.cos(angle) * 0.05];
      const green = vary(rgb('#3f6b35'), m, 0.2);
      canvas.polygon(
        [base, add(mid, side), tip, add(mid, scale(side, -1))],
        `fill="${hex(lit(green, normalize([Math.cos(angle), 0.6, Math.sin(angle)])))}"`,
      );
    }
  }
}

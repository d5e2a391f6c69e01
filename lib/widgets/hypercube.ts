// The four-dimensional hypercube: vertices, edges, 4D rotation and projection, radar
// boxes and the palette, without three.js.
import type { Vec3 } from '@/lib/widgets/motion';
import { WIDGET_SIZE_PX } from '@/lib/widgets/sizes';

export type Vec4 = [number, number, number, number];

export const HYPERCUBE = {
  sizePx: WIDGET_SIZE_PX.hypercube,
  vertices: 16,
  cameraPosition: [5, 5, 5] as Vec3,
  /** Vertical field of view, degrees. */
  cameraFov: 50,
  maxRadarBoxes: 2,
  radarBoxSize: 2,
  radarSpeedPerFrame: 0.05,
  /** Radar boxes sweep from -range to +range along their axis. */
  radarRange: 4,
  radarSpawnChance: 0.02,
  /** A radar box's opacity where it is wholly visible. */
  radarOpacity: 0.6,
  /**
   * A radar box fades as its projection nears the canvas's edge: wholly visible while every corner
   * lies within this share of the half-canvas from the centre (0.7: 98 px of the 140)…
   */
  radarFadeFrom: 0.7,
  /** …and gone (opacity 0) once any corner reaches this share (0.94: 8 px inside the edge at 280 px). */
  radarFadeTo: 0.94,
  /**
   * A box also fades in over the first stretch of its sweep and out over the last (0.6: 12 frames),
   * so it never pops in or out where its ends are in view.
   */
  radarSweepFade: 0.6,
  faceOpacity: 0.1,
  faceOpacityJitter: 0.05,
  /** Distance of the 4D viewpoint along w, for the perspective projection. */
  projectionDistance: 3,
  /** Idle rotation per frame in the xw and zw planes. */
  rotationPerFrame: 0.006,
} as const;

/** The 16 vertices of the tesseract: every combination of ±1 in x, y, z, w. */
export function hypercubeVertices(): Vec4[] {
  return Array.from({ length: 16 }, (_, i) => [0, 1, 2, 3].map((bit) => ((i >> bit) & 1 ? 1 : -1)) as Vec4);
}

/** Pairs of vertex indices that differ in exactly one coordinate: 32 edges. */
export function hypercubeEdges(vertices: Vec4[] = hypercubeVertices()): [number, number][] {
  const edges: [number, number][] = [];
  for (let a = 0; a < vertices.length; a++) {
    for (let b = a + 1; b < vertices.length; b++) {
      const differing = vertices[a].filter((value, axis) => value !== vertices[b][axis]).length;
      if (differing === 1) edges.push([a, b]);
    }
  }
  return edges;
}

/** Rotates in the plane of axes i and j by `angle` radians. */
export function rotatePlane(v: Vec4, i: number, j: number, angle: number): Vec4 {
  const out = [...v] as Vec4;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  out[i] = v[i] * c - v[j] * s;
  out[j] = v[i] * s + v[j] * c;
  return out;
}

export interface Rotation4 {
  xw: number;
  zw: number;
}

export function rotate4(v: Vec4, r: Rotation4): Vec4 {
  return rotatePlane(rotatePlane(v, 0, 3, r.xw), 2, 3, r.zw);
}

/** Perspective projection from 4D to 3D along w. */
export function project(v: Vec4, distance: number = HYPERCUBE.projectionDistance): Vec3 {
  const k = distance / (distance - v[3]);
  return [v[0] * k, v[1] * k, v[2] * k];
}

/** The vertices turned by `r` in 4D, then projected to 3D. */
export function projectVertices(vertices: Vec4[], r: Rotation4): Vec3[] {
  return vertices.map((v) => project(rotate4(v, r)));
}

export interface RadarBox {
  axis: 0 | 1 | 2;
  offset: number;
}

/** One frame: boxes move 0.05 along their axis; those past the range go; at most 2 at a time. */
export function stepRadar(boxes: RadarBox[], random: () => number): RadarBox[] {
  const { radarRange, radarSpeedPerFrame, maxRadarBoxes, radarSpawnChance } = HYPERCUBE;
  const next = boxes
    .map((b) => ({ ...b, offset: b.offset + radarSpeedPerFrame }))
    .filter((b) => b.offset <= radarRange);
  if (next.length < maxRadarBoxes && random() < radarSpawnChance) {
    next.push({ axis: Math.floor(random() * 3) as 0 | 1 | 2, offset: -radarRange });
  }
  return next;
}

/**
 * A drag's turn of the widget's group (three.js Euler angles in radians, order XYZ: about y first,
 * then about x); the idle motion never turns it.
 */
export interface Turn {
  x: number;
  y: number;
}

/** Where the camera sees a point: on the canvas from −1 to 1 across (x) and up (y), and how far in front. */
export interface ScreenPoint {
  x: number;
  y: number;
  depth: number;
}

const normalize = (v: Vec3): Vec3 => {
  const n = Math.hypot(...v);
  return [v[0] / n, v[1] / n, v[2] / n];
};
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The camera's axes: it stands at cameraPosition, looks at the centre, y up (three.js's lookAt). */
const CAMERA_BACK = normalize(HYPERCUBE.cameraPosition);
const CAMERA_RIGHT = normalize(cross([0, 1, 0], CAMERA_BACK));
const CAMERA_UP = cross(CAMERA_BACK, CAMERA_RIGHT);
/** Half the view's height at a distance of 1 (the canvas is square, so its width too). */
const HALF_VIEW = Math.tan(((HYPERCUBE.cameraFov / 2) * Math.PI) / 180);

/** A point of the widget's group, turned by a drag, as the camera projects it onto the canvas. */
export function toScreen(point: Vec3, turn: Turn): ScreenPoint {
  // About y, then about x (three.js's XYZ order applies the z, y, then x rotation to a point).
  const [x0, y0, z0] = point;
  const x1 = x0 * Math.cos(turn.y) + z0 * Math.sin(turn.y);
  const z1 = -x0 * Math.sin(turn.y) + z0 * Math.cos(turn.y);
  const y2 = y0 * Math.cos(turn.x) - z1 * Math.sin(turn.x);
  const z2 = y0 * Math.sin(turn.x) + z1 * Math.cos(turn.x);
  const [ex, ey, ez] = HYPERCUBE.cameraPosition;
  const fromCamera: Vec3 = [x1 - ex, y2 - ey, z2 - ez];
  const depth = -dot(fromCamera, CAMERA_BACK);
  return {
    x: dot(fromCamera, CAMERA_RIGHT) / (depth * HALF_VIEW),
    y: dot(fromCamera, CAMERA_UP) / (depth * HALF_VIEW),
    depth,
  };
}

/** The 8 corners of a radar box, in the widget's group. */
export function radarCorners(box: RadarBox): Vec3[] {
  const half = HYPERCUBE.radarBoxSize / 2;
  return Array.from({ length: 8 }, (_, i) => {
    const corner = [0, 1, 2].map((bit) => ((i >> bit) & 1 ? half : -half)) as Vec3;
    corner[box.axis] += box.offset;
    return corner;
  });
}

/**
 * How far a radar box's projection reaches from the canvas's centre, as a share of the half-canvas
 * (1: its edge): the farthest of its corners across or up, since the lines between them lie within
 * their outline. Infinity when a corner is not in front of the camera.
 */
export function radarReach(box: RadarBox, turn: Turn): number {
  let reach = 0;
  for (const corner of radarCorners(box)) {
    const { x, y, depth } = toScreen(corner, turn);
    if (!(depth > 0)) return Infinity;
    reach = Math.max(reach, Math.abs(x), Math.abs(y));
  }
  return reach;
}

/**
 * A radar box's opacity, from 0 to radarOpacity: full while it reaches no farther than
 * radarFadeFrom, falling in proportion to 0 at radarFadeTo, before any line of it can meet the
 * canvas's edge; and 0 at both ends of its sweep, rising over radarSweepFade. So a box appears
 * as it sweeps into view, and fades out before it leaves: it never blinks, and never meets the edge.
 */
export function radarOpacity(box: RadarBox, turn: Turn): number {
  const { radarFadeFrom, radarFadeTo, radarRange, radarSweepFade } = HYPERCUBE;
  const inView = (radarFadeTo - radarReach(box, turn)) / (radarFadeTo - radarFadeFrom);
  const inSweep = (radarRange - Math.abs(box.offset)) / radarSweepFade;
  return HYPERCUBE.radarOpacity * Math.min(Math.max(Math.min(inView, inSweep), 0), 1);
}

export function faceOpacities(count: number, random: () => number): number[] {
  return Array.from({ length: count }, () => HYPERCUBE.faceOpacity + (random() * 2 - 1) * HYPERCUBE.faceOpacityJitter);
}

export interface Palette {
  edge: number;
  face: number;
  radar: number;
  vertex: number;
}

// One palette drawn on both grounds (the cosmic page's near-white and the void page's near-black):
// mid-tone violet edges and cyan radar boxes, which hold their contrast on either, over faces of the
// brand violet.
const COSMIC: Palette = { edge: 0x8b5cf6, face: 0x6d28d9, radar: 0x06b6d4, vertex: 0xc4b5fd };

/** Keyed by theme; cosmic and void share colours; anything else falls back to cosmic. */
export const HYPERCUBE_PALETTES: Record<string, Palette> = { cosmic: COSMIC, void: COSMIC };

export const paletteFor = (theme: string | undefined): Palette => HYPERCUBE_PALETTES[theme ?? ''] ?? COSMIC;

/** The 24 square faces: for each pair of axes, the 4 squares at the other two coordinates' ±1. */
export function squareFaces(vertices: Vec4[]): number[][] {
  const faces: number[][] = [];
  const index = (v: number[]) => vertices.findIndex((w) => w.every((x, i) => x === v[i]));
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      const others = [0, 1, 2, 3].filter((a) => a !== i && a !== j);
      for (const a of [-1, 1]) {
        for (const b of [-1, 1]) {
          const corner = (si: number, sj: number) => {
            const v = [0, 0, 0, 0];
            v[i] = si;
            v[j] = sj;
            v[others[0]] = a;
            v[others[1]] = b;
            return index(v);
          };
          faces.push([corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)]);
        }
      }
    }
  }
  return faces;
}

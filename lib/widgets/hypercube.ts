// The four-dimensional hypercube: vertices, edges, 4D rotation and projection, radar
// boxes and the palette, without three.js.
import type { Vec3 } from '@/lib/widgets/motion';

export type Vec4 = [number, number, number, number];

export const HYPERCUBE = {
  sizePx: 280,
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

export function faceOpacities(count: number, random: () => number): number[] {
  return Array.from({ length: count }, () => HYPERCUBE.faceOpacity + (random() * 2 - 1) * HYPERCUBE.faceOpacityJitter);
}

export interface Palette {
  edge: number;
  face: number;
  radar: number;
  vertex: number;
}

const COSMIC: Palette = { edge: 0xa78bfa, face: 0x6d28d9, radar: 0x22d3ee, vertex: 0xe9d5ff };

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

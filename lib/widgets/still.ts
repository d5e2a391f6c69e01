// Each widget's still picture: its first frame's edges as the camera sees them, drawn at build time
// as an SVG, so the box shows the shape itself (not a stand-in) until the 3D code has drawn, and
// for good where it cannot. Coordinates are the canvas's, from -1 to 1 across and down.
import { hypercubeEdges, hypercubeVertices, paletteFor, projectVertices, toScreen } from '@/lib/widgets/hypercube';
import { ICOSAHEDRON } from '@/lib/widgets/icosahedron';
import type { Vec3 } from '@/lib/widgets/motion';

/** A widget's first frame as lines: the edges facing the camera, the ones behind, and the core. */
export interface StillPicture {
  /** SVG path data of the edges nearer the camera than the widget's centre. */
  front: string;
  /** SVG path data of the edges behind it. */
  back: string;
  /** The edges' colour, where the widget has its own (else the theme's accent, as the scene uses). */
  stroke?: string;
  /** The inner sphere, where the widget has one: its radius on the canvas. */
  coreRadius?: number;
}

/** A point of the canvas (x right, y down, -1 to 1) and its distance from the camera. */
interface Seen {
  x: number;
  y: number;
  depth: number;
}

const GOLDEN = (1 + Math.sqrt(5)) / 2;

/** The icosahedron's 12 vertices at ICOSAHEDRON.radius: three.js's IcosahedronGeometry(radius, 0). */
export function icosahedronVertices(): Vec3[] {
  const raw: Vec3[] = [
    [-1, GOLDEN, 0],
    [1, GOLDEN, 0],
    [-1, -GOLDEN, 0],
    [1, -GOLDEN, 0],
    [0, -1, GOLDEN],
    [0, 1, GOLDEN],
    [0, -1, -GOLDEN],
    [0, 1, -GOLDEN],
    [GOLDEN, 0, -1],
    [GOLDEN, 0, 1],
    [-GOLDEN, 0, -1],
    [-GOLDEN, 0, 1],
  ];
  const scale = ICOSAHEDRON.radius / Math.hypot(1, GOLDEN);
  return raw.map(([x, y, z]) => [x * scale, y * scale, z * scale]);
}

/** Its 30 edges: the pairs of vertices at the shortest distance (2 before scaling). */
export function icosahedronEdges(vertices: Vec3[] = icosahedronVertices()): [number, number][] {
  const edge = (ICOSAHEDRON.radius / Math.hypot(1, GOLDEN)) * 2;
  const edges: [number, number][] = [];
  for (let a = 0; a < vertices.length; a++) {
    for (let b = a + 1; b < vertices.length; b++) {
      const [ax, ay, az] = vertices[a];
      const [bx, by, bz] = vertices[b];
      if (Math.abs(Math.hypot(ax - bx, ay - by, az - bz) - edge) < 1e-9) edges.push([a, b]);
    }
  }
  return edges;
}

/** The icosahedron's camera: on the z axis at cameraDistance, looking at the centre. */
function icosahedronSeen([x, y, z]: Vec3): Seen {
  const depth = ICOSAHEDRON.cameraDistance - z;
  const half = Math.tan(((ICOSAHEDRON.cameraFov / 2) * Math.PI) / 180) * depth;
  return { x: x / half, y: -y / half, depth };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The edges as two SVG paths, split by whether an edge's middle is nearer than the centre. */
function drawn(points: Seen[], edges: [number, number][], centreDepth: number): StillPicture {
  const paths = { front: [] as string[], back: [] as string[] };
  for (const [a, b] of edges) {
    const [p, q] = [points[a], points[b]];
    const side = (p.depth + q.depth) / 2 < centreDepth ? 'front' : 'back';
    paths[side].push(`M${round(p.x)} ${round(p.y)}L${round(q.x)} ${round(q.y)}`);
  }
  return { front: paths.front.join(''), back: paths.back.join('') };
}

export function icosahedronStill(): StillPicture {
  const points = icosahedronVertices().map(icosahedronSeen);
  const core = icosahedronSeen([ICOSAHEDRON.innerSphereRadius, 0, 0]).x;
  return { ...drawn(points, icosahedronEdges(), ICOSAHEDRON.cameraDistance), coreRadius: round(core) };
}

/** The hypercube before any rotation or drag, as toScreen puts it on the canvas. */
export function hypercubeStill(): StillPicture {
  const points = projectVertices(hypercubeVertices(), { xw: 0, zw: 0 })
    .map((point) => toScreen(point, { x: 0, y: 0 }))
    .map(({ x, y, depth }) => ({ x, y: -y, depth }));
  const centre = toScreen([0, 0, 0], { x: 0, y: 0 }).depth;
  const stroke = `#${paletteFor(undefined).edge.toString(16).padStart(6, '0')}`;
  return { ...drawn(points, hypercubeEdges(), centre), stroke };
}

export const WIDGET_STILLS = { icosahedron: icosahedronStill, hypercube: hypercubeStill } as const;

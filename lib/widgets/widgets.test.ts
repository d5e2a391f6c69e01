import {
  BoxGeometry,
  BufferAttribute,
  EdgesGeometry,
  Group,
  IcosahedronGeometry,
  Object3D,
  PerspectiveCamera,
  Vector3,
} from 'three';
import {
  HYPERCUBE,
  hypercubeEdges,
  hypercubeVertices,
  faceOpacities as cubeFaceOpacities,
  paletteFor,
  projectVertices,
  radarOpacity,
  rotate4,
  squareFaces,
  stepRadar,
  toScreen,
  type RadarBox,
  type Turn,
} from '@/lib/widgets/hypercube';
import { ICOSAHEDRON, emptyParticles, faceOpacities, stepParticles } from '@/lib/widgets/icosahedron';
import {
  DRAG_SENSITIVITY,
  FRAME_MS,
  MAX_FRAMES_PER_STEP,
  dragRotation,
  fixedStepper,
  framesFor,
  length3,
  pixelRatio,
} from '@/lib/widgets/motion';
import { hypercubeStill, icosahedronEdges, icosahedronStill, icosahedronVertices } from '@/lib/widgets/still';
import { seededRandom } from '@/lib/test-random';

const seeded = seededRandom;

describe('icosahedron constants', () => {
  // The particle tests below show the radius, the caps, the lifetime and the speeds by what the
  // particles do; these are the numbers no behaviour here shows exactly.
  it('match the spec', () => {
    expect(ICOSAHEDRON).toMatchObject({
      sizePx: 250,
      cornerRadiusPx: 15,
      cameraFov: 75,
      cameraDistance: 4,
      signalSpawnChance: 0.1,
      surfaceSpawnChance: 0.05,
      idleRotationPerFrame: 0.003,
    });
  });

  it('gives 20 faces an opacity of 0.1 ± 0.025', () => {
    const values = faceOpacities(seeded(1));
    expect(values).toHaveLength(20);
    for (const v of values) expect(Math.abs(v - 0.1)).toBeLessThanOrEqual(0.025);
  });
});

describe('icosahedron particles over 10 000 seeded frames', () => {
  const random = seeded(7);
  let particles = emptyParticles();
  let maxSignal = 0;
  let maxSurface = 0;
  let signalBirths = 0;
  let surfaceBirths = 0;
  let oldest = 0;
  let surfaceOffShell = 0;
  let signalOffCourse = 0;
  let offSpeed = 0;
  for (let frame = 0; frame < 10_000; frame++) {
    const next = stepParticles(particles, random);
    signalBirths += next.signal.filter((p) => p.age === 0).length;
    surfaceBirths += next.surface.filter((p) => p.age === 0).length;
    maxSignal = Math.max(maxSignal, next.signal.length);
    maxSurface = Math.max(maxSurface, next.surface.length);
    for (const p of [...next.signal, ...next.surface]) oldest = Math.max(oldest, p.age);
    for (const p of next.surface) if (Math.abs(length3(p.position) - 1.5) > 1e-9) surfaceOffShell++;
    for (const p of next.signal) if (Math.abs(length3(p.position) - (0.5 + 0.04 * p.age)) > 1e-9) signalOffCourse++;
    for (const p of next.signal) if (Math.abs(length3(p.velocity) - 0.04) > 1e-9) offSpeed++;
    for (const p of next.surface) if (Math.abs(length3(p.velocity) - 0.025) > 1e-9) offSpeed++;
    particles = next;
  }

  it('holds up to 8 signal and 6 surface particles, never more', () => {
    expect(maxSignal).toBe(8);
    expect(maxSurface).toBe(6);
  });

  it('lets a particle live 60 frames, no longer', () => {
    expect(oldest).toBe(59);
  });

  it('spawns at about 10 % (signal) and 5 % (surface) of frames while below the caps', () => {
    // Below the caps the rates hold; the caps only bind now and then with these rates and lifetimes.
    expect(signalBirths / 10_000).toBeGreaterThan(0.07);
    expect(signalBirths / 10_000).toBeLessThan(0.11);
    expect(surfaceBirths / 10_000).toBeGreaterThan(0.035);
    expect(surfaceBirths / 10_000).toBeLessThan(0.055);
  });

  it('keeps surface particles on the shell (radius 1.5)', () => {
    expect(surfaceOffShell).toBe(0);
  });

  it('sends signals out from the inner sphere (radius 0.5) at 0.04 a frame, surface particles at 0.025', () => {
    expect(signalOffCourse).toBe(0);
    expect(offSpeed).toBe(0);
  });
});

describe('hypercube', () => {
  it('stays wholly inside its canvas at every rotation, a drag’s included', () => {
    // Any 3D turn keeps a point's distance from the centre: the cube fits at every turn when every
    // projected vertex lies in the sphere the camera's cone holds.
    const [x, y, z] = HYPERCUBE.cameraPosition;
    const fits = Math.hypot(x, y, z) * Math.sin(((HYPERCUBE.cameraFov / 2) * Math.PI) / 180);
    let widest = 0;
    for (let xw = 0; xw < 2 * Math.PI; xw += 0.05) {
      for (let zw = 0; zw < 2 * Math.PI; zw += 0.05) {
        for (const p of projectVertices(hypercubeVertices(), { xw, zw })) widest = Math.max(widest, Math.hypot(...p));
      }
    }
    expect(widest).toBeGreaterThan(2.5); // the 4D perspective swells the near cube past the 3D cube's √3
    expect(widest).toBeLessThan(fits * 0.95);
  });

  it('has 16 vertices and 32 edges, each joining vertices one coordinate apart', () => {
    const vertices = hypercubeVertices();
    expect(vertices).toHaveLength(16);
    expect(new Set(vertices.map((v) => v.join())).size).toBe(16);
    const edges = hypercubeEdges(vertices);
    expect(edges).toHaveLength(32);
    for (const [a, b] of edges) {
      expect(vertices[a].filter((value, axis) => value !== vertices[b][axis])).toHaveLength(1);
    }
  });

  it('has 24 square faces, each four vertices two coordinates fixed, corners one coordinate apart in turn', () => {
    const vertices = hypercubeVertices();
    const faces = squareFaces(vertices);
    expect(faces).toHaveLength(24);
    expect(new Set(faces.map((f) => [...f].sort((a, b) => a - b).join())).size).toBe(24);
    for (const face of faces) {
      const fixed = [0, 1, 2, 3].filter((axis) => face.every((v) => vertices[v][axis] === vertices[face[0]][axis]));
      expect(fixed).toHaveLength(2);
      face.forEach((v, i) => {
        const next = vertices[face[(i + 1) % 4]];
        expect(vertices[v].filter((value, axis) => value !== next[axis])).toHaveLength(1);
      });
    }
  });

  it('projects every rotated vertex to finite 3D points', () => {
    expect(hypercubeVertices()).toHaveLength(16);
    for (let step = 0; step < 200; step++) {
      for (const p of projectVertices(hypercubeVertices(), { xw: step * 0.1, zw: step * 0.07 })) {
        expect(p.every(Number.isFinite)).toBe(true);
      }
    }
  });

  it('rotation preserves the distance from the centre', () => {
    const v = hypercubeVertices()[5];
    const r = rotate4(v, { xw: 0.7, zw: 1.3 });
    expect(Math.hypot(...r)).toBeCloseTo(2, 10);
  });

  it('has at most 2 radar boxes, 2 wide, moving 0.05 a frame', () => {
    expect(HYPERCUBE.radarBoxSize).toBe(2);
    expect(HYPERCUBE.cameraPosition).toEqual([5, 5, 5]);
    const random = seeded(3);
    let boxes: RadarBox[] = [];
    let most = 0;
    let moved = 0;
    for (let i = 0; i < 10_000; i++) {
      const next = stepRadar(boxes, random);
      for (const box of next) {
        // A box is new at the start of its range, or the box of the frame before, 0.05 on.
        const spawned = box.offset === -HYPERCUBE.radarRange;
        const before = boxes.find((b) => b.axis === box.axis && Math.abs(b.offset + 0.05 - box.offset) < 1e-9);
        expect(spawned || before !== undefined).toBe(true);
        if (!spawned) moved += 1;
      }
      most = Math.max(most, next.length);
      boxes = next;
    }
    expect(most).toBe(2);
    expect(moved).toBeGreaterThan(1_000); // the rule held for boxes that moved, not only for new ones
  });

  it('gives faces an opacity of 0.1 ± 0.05', () => {
    const values = cubeFaceOpacities(24, seeded(9));
    expect(values).toHaveLength(24);
    for (const v of values) expect(Math.abs(v - 0.1)).toBeLessThanOrEqual(0.05);
  });

  it('keys the palette by theme: cosmic and void share colours, anything else falls back to cosmic', () => {
    expect(paletteFor('void')).toEqual(paletteFor('cosmic'));
    expect(paletteFor('plaid')).toBe(paletteFor('cosmic'));
    expect(paletteFor(undefined)).toBe(paletteFor('cosmic'));
  });
});

describe('hypercube radar boxes at the canvas edge', () => {
  // The oracle is three.js itself: the camera the scene uses, and the box geometry it draws, so the
  // test checks the lines on the canvas, not the module's own arithmetic.
  const camera = new PerspectiveCamera(HYPERCUBE.cameraFov, 1, 0.1, 100);
  camera.position.set(...HYPERCUBE.cameraPosition);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const size = HYPERCUBE.radarBoxSize;
  const ends = new EdgesGeometry(new BoxGeometry(size, size, size)).getAttribute('position') as BufferAttribute;

  /** How far the drawn box's lines reach from the canvas's centre (1: its edge), as three.js projects them. */
  function drawnReach(box: RadarBox, turn: Turn): number {
    const group = new Group();
    group.rotation.set(turn.x, turn.y, 0);
    const mesh = new Object3D();
    mesh.position.setComponent(box.axis, box.offset);
    group.add(mesh);
    group.updateMatrixWorld(true);
    let reach = 0;
    for (let i = 0; i < ends.count; i++) {
      const point = new Vector3().fromBufferAttribute(ends, i).applyMatrix4(mesh.matrixWorld).project(camera);
      reach = Math.max(reach, Math.abs(point.x), Math.abs(point.y));
    }
    return reach;
  }

  it('projects a point of the group as three.js does, a drag’s turn included', () => {
    const random = seeded(11);
    for (let i = 0; i < 500; i++) {
      const turn = { x: (random() * 2 - 1) * Math.PI, y: (random() * 2 - 1) * Math.PI };
      const point: [number, number, number] = [0, 0, 0].map(() => (random() * 2 - 1) * 5) as [number, number, number];
      const group = new Group();
      group.rotation.set(turn.x, turn.y, 0);
      group.updateMatrixWorld(true);
      const expected = new Vector3(...point).applyMatrix4(group.matrixWorld).project(camera);
      const own = toScreen(point, turn);
      expect(own.x).toBeCloseTo(expected.x, 9);
      expect(own.y).toBeCloseTo(expected.y, 9);
    }
  });

  // 20 000 frames of the radar with seeded boxes, the group turned by a new drag every 250 frames.
  const random = seeded(5);
  let boxes: RadarBox[] = [];
  let turn: Turn = { x: 0, y: 0 };
  let shown = 0;
  let whole = 0;
  let wouldBeCut = 0;
  let nearestEdge = 0;
  let fastestChange = 0;
  const before = new Map<RadarBox, number>();
  for (let frame = 0; frame < 20_000; frame++) {
    if (frame % 250 === 0 && frame > 0) turn = { x: (random() * 2 - 1) * Math.PI, y: (random() * 2 - 1) * Math.PI };
    const next = stepRadar(boxes, random);
    for (const box of next) {
      const opacity = radarOpacity(box, turn);
      const reach = drawnReach(box, turn);
      if (reach >= 1) wouldBeCut++;
      if (opacity > 0) {
        shown++;
        nearestEdge = Math.max(nearestEdge, reach);
      }
      if (opacity === HYPERCUBE.radarOpacity) whole++;
      const previous = boxes.find(
        (b) => b.axis === box.axis && Math.abs(b.offset + HYPERCUBE.radarSpeedPerFrame - box.offset) < 1e-9,
      );
      if (previous && frame % 250 !== 0)
        fastestChange = Math.max(fastestChange, Math.abs(opacity - before.get(previous)!));
      before.set(box, opacity);
    }
    boxes = next;
  }

  it('shows no box whose lines reach the canvas’s edge: each has faded out first', () => {
    // Without the fade, a box would cross the edge in many frames: the sweep runs well past it.
    expect(wouldBeCut).toBeGreaterThan(1_000);
    // Every box seen keeps its lines at least 6 % of the half-canvas (8 px) inside the edge.
    expect(nearestEdge).toBeLessThanOrEqual(HYPERCUBE.radarFadeTo);
  });

  it('still shows the boxes, most of the time wholly', () => {
    expect(shown).toBeGreaterThan(5_000);
    expect(whole / shown).toBeGreaterThan(0.5);
  });

  it('fades rather than blinks: a tenth of the full opacity a frame at most', () => {
    expect(fastestChange).toBeGreaterThan(0);
    expect(fastestChange).toBeLessThanOrEqual(HYPERCUBE.radarOpacity / 10);
  });

  it('brings a box in unseen, shows it whole at the centre, and lets it go unseen, on every axis', () => {
    for (const axis of [0, 1, 2] as const) {
      const at = (offset: number) => radarOpacity({ axis, offset }, { x: 0, y: 0 });
      expect(at(-HYPERCUBE.radarRange)).toBe(0);
      expect(at(0)).toBe(HYPERCUBE.radarOpacity);
      expect(at(HYPERCUBE.radarRange)).toBe(0);
    }
  });
});

describe('still pictures', () => {
  /** The points of an SVG path of straight segments: [x, y] pairs. */
  const points = (d: string) =>
    [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);

  it('the icosahedron: three.js’s own vertices, 30 edges, as its camera sees the first frame', () => {
    const geometry = new IcosahedronGeometry(ICOSAHEDRON.radius, 0).getAttribute('position') as BufferAttribute;
    const own = icosahedronVertices();
    for (let i = 0; i < geometry.count; i++) {
      const vertex = new Vector3().fromBufferAttribute(geometry, i);
      expect(own.some((v) => vertex.distanceTo(new Vector3(...v)) < 1e-6)).toBe(true);
    }
    expect(icosahedronEdges()).toHaveLength(30);
    const camera = new PerspectiveCamera(ICOSAHEDRON.cameraFov, 1, 0.1, 100);
    camera.position.set(0, 0, ICOSAHEDRON.cameraDistance);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    const expected = own.map((v) => new Vector3(...v).project(camera)).map((p) => [p.x, -p.y]);
    const { front, back } = icosahedronStill();
    const drawn = points(front + back);
    expect(drawn).toHaveLength(60);
    for (const [x, y] of drawn) {
      expect(expected.some(([ex, ey]) => Math.abs(ex - x) < 1e-3 && Math.abs(ey - y) < 1e-3)).toBe(true);
    }
  });

  it('the hypercube: 32 edges, as its camera sees the first frame, wholly inside the canvas', () => {
    const camera = new PerspectiveCamera(HYPERCUBE.cameraFov, 1, 0.1, 100);
    camera.position.set(...HYPERCUBE.cameraPosition);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    const expected = projectVertices(hypercubeVertices(), { xw: 0, zw: 0 })
      .map((v) => new Vector3(...v).project(camera))
      .map((p) => [p.x, -p.y]);
    const { front, back } = hypercubeStill();
    const drawn = points(front + back);
    expect(drawn).toHaveLength(64);
    for (const [x, y] of drawn) {
      expect(expected.some(([ex, ey]) => Math.abs(ex - x) < 1e-3 && Math.abs(ey - y) < 1e-3)).toBe(true);
      expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThan(1);
    }
  });
});

describe('motion', () => {
  it('turns a drag into rotation at 0.005 per pixel', () => {
    expect(DRAG_SENSITIVITY).toBe(0.005);
    expect(dragRotation(100, -40)).toEqual({ x: -0.2, y: 0.5 });
  });

  it('counts 60 fps frames from elapsed time, capped after a pause', () => {
    expect(framesFor(FRAME_MS)).toBeCloseTo(1);
    expect(framesFor(FRAME_MS / 2)).toBeCloseTo(0.5);
    expect(framesFor(60_000)).toBe(MAX_FRAMES_PER_STEP);
    expect(framesFor(-5)).toBe(0);
  });

  it('caps the device pixel ratio at 2', () => {
    expect(pixelRatio(3)).toBe(2);
    expect(pixelRatio(1.5)).toBe(1.5);
    expect(pixelRatio(0)).toBe(1);
  });

  it('steps once per whole frame, carrying the fraction over', () => {
    let steps = 0;
    const step = fixedStepper(() => steps++);
    step(0.4);
    expect(steps).toBe(0);
    step(0.7);
    expect(steps).toBe(1);
    step(2.9);
    expect(steps).toBe(4);
  });
});

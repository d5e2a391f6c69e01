import * as hypercube from '@/lib/widgets/hypercube';
import * as icosahedron from '@/lib/widgets/icosahedron';
import * as motion from '@/lib/widgets/motion';
import { seededRandom } from '@/lib/test-random';

describe('icosahedron constants', () => {
  it('match the spec', () => {
    expect(icosahedron.ICOSAHEDRON).toMatchObject({
      sizePx: 250,
      cornerRadiusPx: 15,
      cameraFov: 75,
      cameraDistance: 4,
      radius: 1.5,
      faces: 20,
      innerSphereRadius: 0.5,
      maxSignalParticles: 8,
      maxSurfaceParticles: 6,
      particleLifetimeFrames: 60,
      signalSpeed: 0.04,
      surfaceSpeed: 0.025,
      signalSpawnChance: 0.1,
      surfaceSpawnChance: 0.05,
      idleRotationPerFrame: 0.003,
    });
  });

  it('gives 20 faces an opacity of 0.1 ± 0.025', () => {
    const values = icosahedron.faceOpacities(seededRandom(1));
    expect(values).toHaveLength(20);
    for (const v of values) expect(Math.abs(v - 0.1)).toBeLessThanOrEqual(0.025);
  });
});

describe('icosahedron particles over 10 000 seeded frames', () => {
  const random = seededRandom(7);
  let particles = icosahedron.emptyParticles();
  let maxSignal = 0;
  let maxSurface = 0;
  let signalBirths = 0;
  let surfaceBirths = 0;
  let oldest = 0;
  let surfaceOffShell = 0;
  for (let frame = 0; frame < 10_000; frame++) {
    const next = icosahedron.stepParticles(particles, random);
    signalBirths += next.signal.filter((p) => p.age === 0).length;
    surfaceBirths += next.surface.filter((p) => p.age === 0).length;
    maxSignal = Math.max(maxSignal, next.signal.length);
    maxSurface = Math.max(maxSurface, next.surface.length);
    for (const p of [...next.signal, ...next.surface]) oldest = Math.max(oldest, p.age);
    for (const p of next.surface) if (Math.abs(motion.length3(p.position) - 1.5) > 1e-9) surfaceOffShell++;
    particles = next;
  }

  it('never exceeds 8 signal and 6 surface particles', () => {
    expect(maxSignal).toBeLessThanOrEqual(8);
    expect(maxSurface).toBeLessThanOrEqual(6);
    expect(maxSignal).toBeGreaterThan(0);
  });

  it('lets no particle live past 60 frames', () => {
    expect(oldest).toBeLessThan(60);
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
});

describe('hypercube', () => {
  it('stays wholly inside its canvas at every rotation, a drag’s included', () => {
    // Any 3D turn keeps a point's distance from the centre: the cube fits at every turn when every
    // projected vertex lies in the sphere the camera's cone holds.
    const [x, y, z] = hypercube.HYPERCUBE.cameraPosition;
    const fits = Math.hypot(x, y, z) * Math.sin(((hypercube.HYPERCUBE.cameraFov / 2) * Math.PI) / 180);
    let widest = 0;
    for (let xw = 0; xw < 2 * Math.PI; xw += 0.05) {
      for (let zw = 0; zw < 2 * Math.PI; zw += 0.05) {
        for (const v of hypercube.hypercubeVertices())
          widest = Math.max(widest, Math.hypot(...hypercube.project(hypercube.rotate4(v, { xw, zw }))));
      }
    }
    expect(widest).toBeGreaterThan(2.5); // the 4D perspective swells the near cube past the 3D cube's √3
    expect(widest).toBeLessThan(fits * 0.95);
  });

  it('has 16 vertices and 32 edges, each joining vertices one coordinate apart', () => {
    const vertices = hypercube.hypercubeVertices();
    expect(vertices).toHaveLength(16);
    expect(new Set(vertices.map((v) => v.join())).size).toBe(16);
    const edges = hypercube.hypercubeEdges(vertices);
    expect(edges).toHaveLength(32);
    for (const [a, b] of edges) {
      expect(vertices[a].filter((value, axis) => value !== vertices[b][axis])).toHaveLength(1);
    }
  });

  it('has 24 square faces, each four vertices two coordinates fixed, corners one coordinate apart in turn', () => {
    const vertices = hypercube.hypercubeVertices();
    const faces = hypercube.squareFaces(vertices);
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
    for (let step = 0; step < 200; step++) {
      for (const v of hypercube.hypercubeVertices()) {
        const p = hypercube.project(hypercube.rotate4(v, { xw: step * 0.1, zw: step * 0.07 }));
        expect(p.every(Number.isFinite)).toBe(true);
      }
    }
  });

  it('rotation preserves the distance from the centre', () => {
    const v = hypercube.hypercubeVertices()[5];
    const r = hypercube.rotate4(v, { xw: 0.7, zw: 1.3 });
    expect(Math.hypot(...r)).toBeCloseTo(2, 10);
  });

  it('has at most 2 radar boxes, 2 wide, moving 0.05 a frame', () => {
    expect(hypercube.HYPERCUBE.radarBoxSize).toBe(2);
    expect(hypercube.HYPERCUBE.cameraPosition).toEqual([5, 5, 5]);
    const random = seededRandom(3);
    let boxes: hypercube.RadarBox[] = [];
    let most = 0;
    for (let i = 0; i < 10_000; i++) {
      const next = hypercube.stepRadar(boxes, random);
      for (const box of next) {
        const before = boxes.find((b) => b.axis === box.axis && Math.abs(b.offset + 0.05 - box.offset) < 1e-9);
        if (box.offset !== -hypercube.HYPERCUBE.radarRange) expect(before).toBeDefined();
      }
      most = Math.max(most, next.length);
      boxes = next;
    }
    expect(most).toBe(2);
  });

  it('gives faces an opacity of 0.1 ± 0.05', () => {
    for (const v of hypercube.faceOpacities(24, seededRandom(9))) expect(Math.abs(v - 0.1)).toBeLessThanOrEqual(0.05);
  });

  it('keys the palette by theme: cosmic and void share colours, anything else falls back to cosmic', () => {
    expect(hypercube.paletteFor('void')).toEqual(hypercube.paletteFor('cosmic'));
    expect(hypercube.paletteFor('plaid')).toBe(hypercube.paletteFor('cosmic'));
    expect(hypercube.paletteFor(undefined)).toBe(hypercube.paletteFor('cosmic'));
  });
});

describe('motion', () => {
  it('turns a drag into rotation at 0.005 per pixel', () => {
    expect(motion.DRAG_SENSITIVITY).toBe(0.005);
    expect(motion.dragRotation(100, -40)).toEqual({ x: -0.2, y: 0.5 });
  });

  it('counts 60 fps frames from elapsed time, capped after a pause', () => {
    expect(motion.framesFor(motion.FRAME_MS)).toBeCloseTo(1);
    expect(motion.framesFor(motion.FRAME_MS / 2)).toBeCloseTo(0.5);
    expect(motion.framesFor(60_000)).toBe(motion.MAX_FRAMES_PER_STEP);
    expect(motion.framesFor(-5)).toBe(0);
  });

  it('caps the device pixel ratio at 2', () => {
    expect(motion.pixelRatio(3)).toBe(2);
    expect(motion.pixelRatio(1.5)).toBe(1.5);
    expect(motion.pixelRatio(0)).toBe(1);
  });

  it('steps once per whole frame, carrying the fraction over', () => {
    let steps = 0;
    const step = motion.fixedStepper(() => steps++);
    step(0.4);
    expect(steps).toBe(0);
    step(0.7);
    expect(steps).toBe(1);
    step(2.9);
    expect(steps).toBe(4);
  });
});

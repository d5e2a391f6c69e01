// The glowing icosahedron in three.js: translucent faces, glowing edges, an inner sphere and
// particles (lib/widgets/icosahedron.ts holds the numbers and the particle system).
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  DataTexture,
  DoubleSide,
  EdgesGeometry,
  Group,
  IcosahedronGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Points,
  PointsMaterial,
  SphereGeometry,
} from 'three';
import { ICOSAHEDRON, emptyParticles, faceOpacities, stepParticles, type Particles } from '@/lib/widgets/icosahedron';
import { fixedStepper } from '@/lib/widgets/motion';
import type { SceneOptions, SceneTheme, WidgetScene } from './scene';
import { createStage, edgeLines, sceneBasics, sceneColor } from './three-utils';

const MAX_PARTICLES = ICOSAHEDRON.maxSignalParticles + ICOSAHEDRON.maxSurfaceParticles;

/** A white disc whose alpha falls off from its centre to its edge, as a particle's texture. */
function softDot(size = 32): DataTexture {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / (size / 2);
      const alpha = Math.max(0, 1 - r) ** 1.6;
      data.set([255, 255, 255, Math.round(alpha * 255)], (y * size + x) * 4);
    }
  }
  const texture = new DataTexture(data, size, size);
  texture.needsUpdate = true;
  return texture;
}

export function createIcosahedronScene(options: SceneOptions): WidgetScene {
  const random = options.random ?? Math.random;
  const size = ICOSAHEDRON.sizePx;
  const { renderer, scene, camera } = createStage(options, ICOSAHEDRON, [0, 0, ICOSAHEDRON.cameraDistance], [3, 4, 5]);

  const body = new Group();
  scene.add(body);

  // Twenty faces, each its own translucent triangle with its own opacity.
  // IcosahedronGeometry is non-indexed: nine floats per face.
  const solid = new IcosahedronGeometry(ICOSAHEDRON.radius, 0);
  const positions = solid.getAttribute('position');
  const faceMaterials = faceOpacities(random).map(
    (opacity) => new MeshStandardMaterial({ transparent: true, opacity, side: DoubleSide, depthWrite: false }),
  );
  faceMaterials.forEach((material, face) => {
    const triangle = new BufferGeometry();
    triangle.setAttribute(
      'position',
      new BufferAttribute(new Float32Array(positions.array.slice(face * 9, face * 9 + 9)), 3),
    );
    triangle.computeVertexNormals();
    body.add(new Mesh(triangle, material));
  });
  solid.dispose();

  const edgeGeometry = new EdgesGeometry(new IcosahedronGeometry(ICOSAHEDRON.radius, 0));
  const edgePositions = edgeGeometry.getAttribute('position').array;
  const edges = edgeLines(edgePositions.length / 6, size, options.pixelRatio, 0.9);
  edges.place(edgePositions);
  edgeGeometry.dispose();
  const edgeMaterial = edges.material;
  body.add(edges.lines);

  // Lit, with a little of its own glow: the light shades it into a sphere (a strong emissive would
  // flatten it into a disc).
  const coreMaterial = new MeshStandardMaterial({ emissiveIntensity: 0.3, roughness: 0.35, metalness: 0.1 });
  body.add(new Mesh(new SphereGeometry(ICOSAHEDRON.innerSphereRadius, 32, 16), coreMaterial));
  // The glow: a larger additive halo around the core.
  const haloMaterial = new MeshBasicMaterial({
    transparent: true,
    opacity: 0.18,
    blending: AdditiveBlending,
    depthWrite: false,
  });
  body.add(new Mesh(new SphereGeometry(ICOSAHEDRON.innerSphereRadius * 1.8, 32, 16), haloMaterial));

  const particleGeometry = new BufferGeometry();
  particleGeometry.setAttribute('position', new BufferAttribute(new Float32Array(MAX_PARTICLES * 3), 3));
  // Round, soft particles: each point is a disc fading to its edge (softDot), not a square.
  const particleMaterial = new PointsMaterial({
    map: softDot(),
    size: 0.14,
    transparent: true,
    opacity: 0.95,
    blending: AdditiveBlending,
    depthWrite: false,
  });
  const points = new Points(particleGeometry, particleMaterial);
  body.add(points);

  let particles: Particles = emptyParticles();
  const stepSimulation = fixedStepper(() => {
    particles = stepParticles(particles, random);
  });

  function syncParticles() {
    const all = [...particles.signal, ...particles.surface];
    const attribute = particleGeometry.getAttribute('position') as BufferAttribute;
    all.forEach((p, i) => attribute.setXYZ(i, p.position[0], p.position[1], p.position[2]));
    particleGeometry.setDrawRange(0, all.length);
    attribute.needsUpdate = true;
    points.visible = all.length > 0;
  }

  function setTheme(theme: SceneTheme) {
    const accent = sceneColor(theme.accent, '#6d28d9');
    const glow = sceneColor(theme.glow, '#0e7490');
    faceMaterials.forEach((m) => m.color.copy(accent));
    edgeMaterial.color.copy(accent);
    coreMaterial.color.copy(glow);
    coreMaterial.emissive.copy(glow);
    haloMaterial.color.copy(glow);
    particleMaterial.color.copy(glow);
  }
  setTheme(options.theme);

  return {
    step(frames) {
      body.rotation.y += ICOSAHEDRON.idleRotationPerFrame * frames;
      body.rotation.x += ICOSAHEDRON.idleRotationPerFrame * 0.5 * frames;
      stepSimulation(frames);
      syncParticles();
    },
    setTheme,
    ...sceneBasics(renderer, scene, camera, body),
  };
}

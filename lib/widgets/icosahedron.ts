// The glowing icosahedron: constants, face opacities and the particle system, without three.js.
import { length3, randomDirection, type Vec3 } from '@/lib/widgets/motion';
import { WIDGET_SIZE_PX } from '@/lib/widgets/sizes';

export const ICOSAHEDRON = {
  sizePx: WIDGET_SIZE_PX.icosahedron,
  cornerRadiusPx: 15,
  cameraFov: 75,
  cameraDistance: 4,
  radius: 1.5,
  faces: 20,
  faceOpacity: 0.1,
  faceOpacityJitter: 0.025,
  innerSphereRadius: 0.5,
  maxSignalParticles: 8,
  maxSurfaceParticles: 6,
  particleLifetimeFrames: 60,
  signalSpeed: 0.04,
  surfaceSpeed: 0.025,
  signalSpawnChance: 0.1,
  surfaceSpawnChance: 0.05,
  idleRotationPerFrame: 0.003,
} as const;

/** One opacity per face: about 0.1, plus or minus 0.025. */
export function faceOpacities(random: () => number): number[] {
  const { faces, faceOpacity, faceOpacityJitter } = ICOSAHEDRON;
  return Array.from({ length: faces }, () => faceOpacity + (random() * 2 - 1) * faceOpacityJitter);
}

export interface Particle {
  kind: 'signal' | 'surface';
  position: Vec3;
  /** Per frame. */
  velocity: Vec3;
  age: number;
}

export interface Particles {
  signal: Particle[];
  surface: Particle[];
}

export const emptyParticles = (): Particles => ({ signal: [], surface: [] });

const add = (a: Vec3, b: Vec3, k: number): Vec3 => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
const scale = (v: Vec3, k: number): Vec3 => [v[0] * k, v[1] * k, v[2] * k];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** A signal leaves the inner sphere outward, towards the shell. */
function spawnSignal(random: () => number): Particle {
  const direction = randomDirection(random);
  return {
    kind: 'signal',
    position: scale(direction, ICOSAHEDRON.innerSphereRadius),
    velocity: scale(direction, ICOSAHEDRON.signalSpeed),
    age: 0,
  };
}

/** A surface particle slides along the shell. */
function spawnSurface(random: () => number): Particle {
  const normal = randomDirection(random);
  let tangent = cross(normal, randomDirection(random));
  const size = length3(tangent) || 1;
  tangent = scale(tangent, ICOSAHEDRON.surfaceSpeed / size);
  return { kind: 'surface', position: scale(normal, ICOSAHEDRON.radius), velocity: tangent, age: 0 };
}

function advance(particle: Particle): Particle {
  let position = add(particle.position, particle.velocity, 1);
  if (particle.kind === 'surface') position = scale(position, ICOSAHEDRON.radius / (length3(position) || 1));
  return { ...particle, position, age: particle.age + 1 };
}

/** One 60 fps frame: particles age and move, those past their lifetime go, new ones may spawn. */
export function stepParticles(particles: Particles, random: () => number): Particles {
  const { particleLifetimeFrames, maxSignalParticles, maxSurfaceParticles } = ICOSAHEDRON;
  const alive = (p: Particle) => p.age < particleLifetimeFrames;
  const signal = particles.signal.map(advance).filter(alive);
  const surface = particles.surface.map(advance).filter(alive);
  if (signal.length < maxSignalParticles && random() < ICOSAHEDRON.signalSpawnChance) signal.push(spawnSignal(random));
  if (surface.length < maxSurfaceParticles && random() < ICOSAHEDRON.surfaceSpawnChance)
    surface.push(spawnSurface(random));
  return { signal, surface };
}

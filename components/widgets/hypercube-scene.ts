// The rotating wireframe hypercube in three.js, with faint faces and radar boxes
// (lib/widgets/hypercube.ts holds the geometry, the 4D rotation and the numbers).
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
} from 'three';
import {
  HYPERCUBE,
  faceOpacities,
  hypercubeEdges,
  hypercubeVertices,
  paletteFor,
  projectVertices,
  radarOpacity,
  squareFaces,
  stepRadar,
  type RadarBox,
} from '@/lib/widgets/hypercube';
import { fixedStepper } from '@/lib/widgets/motion';
import type { SceneOptions, SceneTheme, WidgetScene } from './scene';
import { createStage, edgeLines, sceneBasics } from './three-utils';

export function createHypercubeScene(options: SceneOptions): WidgetScene {
  const random = options.random ?? Math.random;
  const size = HYPERCUBE.sizePx;
  const { renderer, scene, camera } = createStage(options, HYPERCUBE, HYPERCUBE.cameraPosition, [5, 8, 3]);

  const group = new Group();
  scene.add(group);
  const vertices = hypercubeVertices();
  const edges = hypercubeEdges(vertices);
  const faces = squareFaces(vertices);

  const edgeLinesOf = edgeLines(edges.length, size, options.pixelRatio, 0.95);
  const edgeMaterial = edgeLinesOf.material;
  const edgePositions = new Float32Array(edges.length * 6);
  group.add(edgeLinesOf.lines);

  const faceGeometry = new BufferGeometry();
  faceGeometry.setAttribute('position', new BufferAttribute(new Float32Array(faces.length * 18), 3));
  // Each face its own opacity (0.1 ± 0.05): white RGBA vertex colours carry it, six vertices a
  // face, and the material's colour (the theme's) tints them all.
  const opacities = faceOpacities(faces.length, random);
  const faceColors = new Float32Array(faces.length * 6 * 4);
  opacities.forEach((alpha, face) => {
    for (let v = 0; v < 6; v++) faceColors.set([1, 1, 1, alpha], (face * 6 + v) * 4);
  });
  faceGeometry.setAttribute('color', new BufferAttribute(faceColors, 4));
  const faceMaterial = new MeshStandardMaterial({
    transparent: true,
    vertexColors: true,
    side: DoubleSide,
    depthWrite: false,
  });
  group.add(new Mesh(faceGeometry, faceMaterial));

  const radarGroup = new Group();
  group.add(radarGroup);
  const radarGeometry = new EdgesGeometry(
    new BoxGeometry(HYPERCUBE.radarBoxSize, HYPERCUBE.radarBoxSize, HYPERCUBE.radarBoxSize),
  );
  // A material each: each box fades on its own as it nears the canvas's edge.
  const radarMeshes = Array.from({ length: HYPERCUBE.maxRadarBoxes }, () => {
    const box = new LineSegments(radarGeometry, new LineBasicMaterial({ transparent: true, opacity: 0 }));
    box.visible = false;
    radarGroup.add(box);
    return box;
  });

  let rotation = { xw: 0, zw: 0 };
  let radar: RadarBox[] = [];
  const stepRadarBoxes = fixedStepper(() => {
    radar = stepRadar(radar, random);
  });

  function update() {
    const projected = projectVertices(vertices, rotation);
    edges.forEach(([a, b], i) => {
      edgePositions.set(projected[a], i * 6);
      edgePositions.set(projected[b], i * 6 + 3);
    });
    edgeLinesOf.place(edgePositions);
    const facePositions = faceGeometry.getAttribute('position') as BufferAttribute;
    faces.forEach(([a, b, c, d], i) => {
      [a, b, c, a, c, d].forEach((v, k) => facePositions.setXYZ(i * 6 + k, ...projected[v]));
    });
    facePositions.needsUpdate = true;
    faceGeometry.computeVertexNormals();
    placeRadar();
  }

  /** Each box where its sweep has it, faded by how near the canvas's edge the group's turn puts it. */
  function placeRadar() {
    const turn = { x: group.rotation.x, y: group.rotation.y };
    radarMeshes.forEach((mesh, i) => {
      const box = radar[i];
      const opacity = box ? radarOpacity(box, turn) : 0;
      mesh.visible = opacity > 0;
      mesh.material.opacity = opacity;
      if (box) {
        mesh.position.set(0, 0, 0);
        mesh.position.setComponent(box.axis, box.offset);
      }
    });
  }

  function setTheme(theme: SceneTheme) {
    const palette = paletteFor(theme.name);
    edgeMaterial.color.setHex(palette.edge);
    faceMaterial.color.setHex(palette.face);
    for (const mesh of radarMeshes) mesh.material.color.setHex(palette.radar);
  }
  setTheme(options.theme);
  update();

  const basics = sceneBasics(renderer, scene, camera, group);
  return {
    step(frames) {
      rotation = {
        xw: rotation.xw + HYPERCUBE.rotationPerFrame * frames,
        zw: rotation.zw + HYPERCUBE.rotationPerFrame * 0.6 * frames,
      };
      stepRadarBoxes(frames);
      update();
    },
    setTheme,
    ...basics,
    // A drag turns the group, and with it how near each box is to the edge.
    rotateBy(x, y) {
      basics.rotateBy(x, y);
      placeRadar();
    },
  };
}

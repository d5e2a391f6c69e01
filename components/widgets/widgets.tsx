// The widgets as the pages place them: each its lazy client part (lazy.tsx) holding its still
// picture, drawn here at build time so no geometry ships to the browser for it.
import { LazyWidget } from './lazy';
import { WidgetStill } from './widget-still';

export const LazyIcosahedron = () => <LazyWidget widget="icosahedron" still={<WidgetStill widget="icosahedron" />} />;
export const LazyHypercube = () => <LazyWidget widget="hypercube" still={<WidgetStill widget="hypercube" />} />;

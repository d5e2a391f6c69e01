// The widgets' square canvases, in CSS pixels. The page reserves each box before the widget's code
// loads, so it reads these from here: this module holds nothing else, and the widgets' geometry stays
// in the chunks that draw them.
export const WIDGET_SIZE_PX = { icosahedron: 250, hypercube: 280 } as const;

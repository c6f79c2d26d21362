/** How the viewer shows one image: zoom, pan, rotation and the filters, changed by the mouse, touch, keys and buttons. */
export interface View {
  zoom: number;
  /** The pan in screen pixels, applied before the zoom. */
  x: number;
  y: number;
  rotation: 0 | 90 | 180 | 270;
  invert: boolean;
  /** Percentages, 100 as the file is. */
  brightness: number;
  contrast: number;
}

export const INITIAL_VIEW: View = { zoom: 1, x: 0, y: 0, rotation: 0, invert: false, brightness: 100, contrast: 100 };
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 16;
/** One step of the buttons, the keys and the wheel. */
export const ZOOM_STEP = 1.25;
/** One arrow key's move, in pixels. */
export const PAN_STEP = 40;

export type ViewAction =
  | { type: 'zoomBy'; factor: number }
  | { type: 'panBy'; dx: number; dy: number }
  | { type: 'rotate' }
  | { type: 'invert' }
  | { type: 'filters'; brightness?: number; contrast?: number }
  | { type: 'reset' };

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function viewReducer(view: View, action: ViewAction): View {
  switch (action.type) {
    case 'zoomBy':
      return { ...view, zoom: clampZoom(view.zoom * action.factor) };
    case 'panBy':
      return { ...view, x: view.x + action.dx, y: view.y + action.dy };
    case 'rotate':
      return { ...view, rotation: ((view.rotation + 90) % 360) as View['rotation'] };
    case 'invert':
      return { ...view, invert: !view.invert };
    case 'filters':
      return { ...view, brightness: action.brightness ?? view.brightness, contrast: action.contrast ?? view.contrast };
    case 'reset':
      return INITIAL_VIEW;
  }
}

/** The CSS transform of the image: moved, then zoomed and turned about its centre. */
export const transformOf = ({ x, y, zoom, rotation }: View) => `translate(${x}px, ${y}px) scale(${zoom}) rotate(${rotation}deg)`;

/** The CSS filters of the image (the file's bytes are never changed). */
export const filterOf = ({ brightness, contrast, invert }: View) => `brightness(${brightness}%) contrast(${contrast}%)${invert ? ' invert(1)' : ''}`;

/** What a key does on the image: + and − zoom, the arrows pan, 0 resets; null for other keys. */
export function keyAction(key: string): ViewAction | null {
  switch (key) {
    case '+':
    case '=':
      return { type: 'zoomBy', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { type: 'zoomBy', factor: 1 / ZOOM_STEP };
    case '0':
      return { type: 'reset' };
    case 'ArrowLeft':
      return { type: 'panBy', dx: -PAN_STEP, dy: 0 };
    case 'ArrowRight':
      return { type: 'panBy', dx: PAN_STEP, dy: 0 };
    case 'ArrowUp':
      return { type: 'panBy', dx: 0, dy: -PAN_STEP };
    case 'ArrowDown':
      return { type: 'panBy', dx: 0, dy: PAN_STEP };
    default:
      return null;
  }
}

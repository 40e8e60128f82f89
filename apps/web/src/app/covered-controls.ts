/**
 * Whether a floating element (the scroll-to-top button) lies over something the reader taps or
 * types into (issue 64, item 6): a link, a button, a form field, a chip that is a label around a
 * hidden input. Found by asking the browser what is painted under a grid of points over the
 * element and a few pixels around it, so only what is really on screen there counts (not what an
 * inner box scrolled away or clipped), and only what lies below the element (not a dialog over
 * it). A control counts when its own box reaches the element's: a card whose title link is
 * stretched over it (components/card-parts.tsx) stays tappable everywhere else and does not.
 */

const CONTROL = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'combobox', 'slider', 'menuitem', 'option'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** How close to a control the element may come, in CSS pixels: a thumb is not a pixel. */
const CONTROL_CLEARANCE_PX = 4;
/** Points per side of the grid: about 13px apart over a 44px button, less than any control. */
const POINTS = 5;

/** The control `element` belongs to, if any: itself or an ancestor, or a label around a field. */
function controlOf(element: Element): Element | null {
  const control = element.closest(CONTROL);
  if (control) return control;
  const label = element.closest('label');
  return label?.querySelector('input:not([type="hidden"]), select, textarea') ? label : null;
}

interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const meets = (a: Area, b: Area) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether `floating`, where it stands now, lies over (or within a few pixels of) a control. */
export function coversControl(floating: HTMLElement): boolean {
  const box = floating.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const area: Area = {
    left: box.left - CONTROL_CLEARANCE_PX,
    top: box.top - CONTROL_CLEARANCE_PX,
    right: box.right + CONTROL_CLEARANCE_PX,
    bottom: box.bottom + CONTROL_CLEARANCE_PX,
  };
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const looked = new Set<Element>();
  const controls = new Set<Element>();
  for (let column = 0; column < POINTS; column++) {
    for (let row = 0; row < POINTS; row++) {
      const x = Math.min(width - 1, Math.max(0, area.left + ((area.right - area.left) * column) / (POINTS - 1)));
      const y = Math.min(height - 1, Math.max(0, area.top + ((area.bottom - area.top) * row) / (POINTS - 1)));
      const stack = document.elementsFromPoint(x, y);
      // What is painted above the element (a dialog, a sheet) is not covered by it.
      const below = stack.slice(stack.indexOf(floating) + 1);
      for (const element of below) {
        if (looked.has(element) || floating.contains(element)) continue;
        looked.add(element);
        const control = controlOf(element);
        if (!control || controls.has(control)) continue;
        controls.add(control);
        if (meets(control.getBoundingClientRect(), area)) return true;
      }
    }
  }
  return false;
}

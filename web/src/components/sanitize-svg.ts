/**
 * Makes server SVG safe to inline. The drawing route already answers with a strict CSP, but
 * inlined markup runs under the page's policy, so anything active is dropped here: script,
 * foreignObject, animation and event-handler attributes, and links leaving the document.
 */
const DROPPED_ELEMENTS = ['script', 'foreignObject', 'iframe', 'object', 'embed', 'animate', 'set', 'animateMotion', 'animateTransform', 'handler', 'a'];

export function sanitizeSvg(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.nodeName.toLowerCase() !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  for (const name of DROPPED_ELEMENTS) {
    for (const el of Array.from(root.getElementsByTagName(name))) {
      // keep what an <a> wraps, drop the link itself
      if (name === 'a') el.replaceWith(...Array.from(el.childNodes));
      else el.remove();
    }
  }
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) el.removeAttribute(attr.name);
      else if (value.includes('javascript:')) el.removeAttribute(attr.name);
    }
  }
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

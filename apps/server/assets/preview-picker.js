// The element picker injected into page previews. It runs inside a sandboxed frame with an
// opaque origin, so it cannot reach the app; it talks to it only by postMessage.
// Protocol: packages/shared/src/preview.ts.
(function gleanerPicker() {
  const SOURCE = 'gleaner-preview';
  const UNSTABLE_CLASS =
    /^(active|hover|focus|selected|current|open|show|hidden|is-|has-|js-|ng-|v-|css-|sc-|jsx-)|\d{3,}|[_-][a-z0-9]{5,}$/i;
  let picking = false;
  const post = (message) => window.parent.postMessage({ source: SOURCE, ...message }, '*');

  const style = document.createElement('style');
  style.textContent =
    '.__gleaner-hover{outline:2px solid #0f766e!important;outline-offset:1px!important;cursor:crosshair!important}' +
    '.__gleaner-match{outline:2px dashed #f59e0b!important;background-color:rgba(245,158,11,.12)!important}';
  document.head.appendChild(style);

  const classesOf = (el) =>
    Array.from(el.classList)
      .filter((c) => !c.startsWith('__gleaner') && !UNSTABLE_CLASS.test(c))
      .slice(0, 3)
      .map((c) => `.${CSS.escape(c)}`)
      .join('');
  const stepOf = (el) => el.tagName.toLowerCase() + classesOf(el);

  /** The shortest path of tag.class steps (up to 4) that still names this kind of element. */
  const selectorFor = (el) => {
    if (
      el.id &&
      !/\d{3,}/.test(el.id) &&
      document.querySelectorAll(`#${CSS.escape(el.id)}`).length === 1 &&
      !classesOf(el)
    ) {
      return `#${CSS.escape(el.id)}`;
    }
    const steps = [];
    let node = el;
    while (node && node !== document.body && steps.length < 4) {
      steps.unshift(stepOf(node));
      const selector = steps.join(' ');
      const matches = document.querySelectorAll(selector);
      // Stop once the path has a class to lean on and does not match the whole page.
      if (classesOf(node) && matches.length > 0 && matches.length < 500) return selector;
      node = node.parentElement;
    }
    return steps.join(' ') || el.tagName.toLowerCase();
  };

  const itemTypeOf = (el) => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'a' || el.closest('a')) return 'link';
    if (tag === 'img' || tag === 'picture') return 'image';
    if (tag === 'table' || el.closest('table')) return tag === 'table' ? 'table' : 'text';
    if (tag === 'form') return 'form';
    return 'text';
  };

  const clearClass = (name) =>
    document.querySelectorAll(`.${name}`).forEach((n) => n.classList.remove(name));
  const highlight = (selector) => {
    clearClass('__gleaner-match');
    const matches = document.querySelectorAll(selector);
    matches.forEach((n) => n.classList.add('__gleaner-match'));
    return matches.length;
  };
  const textOf = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

  document.addEventListener('mouseover', (event) => {
    if (!picking || !(event.target instanceof Element)) return;
    clearClass('__gleaner-hover');
    event.target.classList.add('__gleaner-hover');
    post({
      type: 'hover',
      selector: selectorFor(event.target),
      tag: event.target.tagName.toLowerCase(),
      text: textOf(event.target),
    });
  });
  document.addEventListener(
    'click',
    (event) => {
      // The snapshot never navigates: links and buttons are for picking only.
      event.preventDefault();
      event.stopPropagation();
      if (!picking || !(event.target instanceof Element)) return;
      const selector = selectorFor(event.target);
      post({
        type: 'pick',
        selector,
        count: highlight(selector),
        tag: event.target.tagName.toLowerCase(),
        text: textOf(event.target),
        itemType: itemTypeOf(event.target),
      });
    },
    true,
  );
  document.addEventListener('submit', (event) => event.preventDefault(), true);
  // Keys pressed in the frame never reach the app: Escape is passed on (it closes the big view).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') post({ type: 'escape' });
  });
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.data?.source !== SOURCE) return;
    const data = event.data;
    if (data.type === 'pick-mode') {
      picking = data.enabled === true;
      if (!picking) clearClass('__gleaner-hover');
    } else if (data.type === 'highlight' && typeof data.selector === 'string') {
      try {
        post({ type: 'highlighted', selector: data.selector, count: highlight(data.selector) });
      } catch (error) {
        post({ type: 'highlighted', selector: data.selector, count: 0, error: String(error) });
      }
    } else if (data.type === 'clear') {
      clearClass('__gleaner-match');
      clearClass('__gleaner-hover');
    }
  });
  post({ type: 'ready', title: document.title, url: document.baseURI });
})();

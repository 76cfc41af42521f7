// A failed load is forgotten so that a later call can retry. Not next/script, which loads when
// rendered and gives no promise that a click or a submission could wait for.
const loads = new Map<string, Promise<void>>();

function once(url: string, create: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  let loading = loads.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const element = create();
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener(
        'error',
        () => {
          element.remove();
          loads.delete(url);
          reject(new Error(`Could not load ${url}`));
        },
        { once: true },
      );
      document.head.append(element);
    });
    loads.set(url, loading);
  }
  return loading;
}

export function loadScript(src: string): Promise<void> {
  return once(src, () => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    return script;
  });
}

export function loadStylesheet(href: string): Promise<void> {
  return once(href, () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    return link;
  });
}

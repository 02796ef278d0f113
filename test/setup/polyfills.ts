import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-slick and the breakpoint hook read matchMedia; jsdom has none. Default: desktop width.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom's scrollTo only logs 'Not implemented'; route changes scroll to the top.
window.scrollTo = () => {};

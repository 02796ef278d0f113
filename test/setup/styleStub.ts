// CSS modules in tests: every class name reads as itself.
const styles: Record<string, string> = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? key : '') });
export default styles;

/** The build's environment (webpack DefinePlugin); tests and tools without it count as development. */
export function appEnv(): 'development' | 'staging' | 'production' | 'test' {
  return typeof __APP_ENV__ === 'undefined' ? 'development' : __APP_ENV__;
}

declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.scss';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** Injected by webpack's DefinePlugin from config/ (never secrets). */
declare const __APP_ENV__: 'development' | 'staging' | 'production' | 'test';
declare const __FEATURE_FLAGS__: Record<string, boolean>;

/** The deployment environments the product knows. `test` behaves like development but quieter. */
export type AppEnv = 'development' | 'staging' | 'production' | 'test';

export function readAppEnv(value: string | undefined): AppEnv {
  if (value === 'production' || value === 'staging' || value === 'test') return value;
  return 'development';
}

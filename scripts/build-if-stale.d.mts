export declare const builtApps: Record<
  'api' | 'web' | 'admin',
  { workspace: string; dir: string; marker: string; inputs: string[]; shared: string[] }
>;
export declare function buildIfStale(name: 'api' | 'web' | 'admin', purpose: string): void;

export declare const frontEndApps: Record<'web' | 'admin', { workspace: string; dir: string; marker: string; inputs: string[] }>;
export declare function buildIfStale(name: 'web' | 'admin', purpose: string): void;

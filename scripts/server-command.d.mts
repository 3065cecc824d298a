export declare const serverEntry: string;
export declare const opsCliEntry: string;
export declare const migrateEntry: string;
